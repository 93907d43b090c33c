import {
  QUESTIONNAIRE_API,
  questionnaireResultSchema,
  questionnaireSetSchema,
  setDebtorQuestionnaireBodySchema,
  setQuestionnaireBodySchema,
  sophisticatedDecisionBodySchema,
  sophisticatedRequestListSchema,
  userIdParamsSchema,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { metaOf } from '../../http/request-meta';
import { createQuestionnaireService } from './questionnaire.service';

/** The ECSP investor questionnaire and the operator's sophisticated-investor decisions. */
export function registerQuestionnaireRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const questionnaire = createQuestionnaireService(deps.db);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    QUESTIONNAIRE_API.userQuestionnaire,
    { config: { access: 'user' }, schema: { response: { 200: questionnaireSetSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return questionnaire.questionSet(request.viewer!.id);
    },
  );

  typed.get(
    QUESTIONNAIRE_API.debtorExtendedQuestionnaire,
    { config: { access: 'user' }, schema: { response: { 200: questionnaireSetSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return questionnaire.debtorQuestionSet(request.viewer!);
    },
  );

  typed.post(
    QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire,
    { config: { access: 'user' }, schema: { body: setDebtorQuestionnaireBodySchema, response: { 201: questionnaireResultSchema } } },
    async (request, reply) => reply.status(201).send(await questionnaire.answerDebtor(request.viewer!, request.body, metaOf(request))),
  );

  typed.post(
    QUESTIONNAIRE_API.setUserQuestionnaire,
    { config: { access: 'user' }, schema: { body: setQuestionnaireBodySchema, response: { 201: questionnaireResultSchema } } },
    async (request, reply) => reply.status(201).send(await questionnaire.answer(request.viewer!.id, request.body, metaOf(request))),
  );

  typed.get(
    QUESTIONNAIRE_API.adminSophisticatedRequests,
    { config: { access: 'operator' }, schema: { response: { 200: sophisticatedRequestListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { requests: await questionnaire.listRequests() };
    },
  );

  typed.post(
    '/api/admin/sophisticated-requests/:id/decision',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, body: sophisticatedDecisionBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await questionnaire.decide(request.viewer!.id, request.params.id, request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );
}
