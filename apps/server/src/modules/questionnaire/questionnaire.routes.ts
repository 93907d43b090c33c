import { QUESTIONNAIRE_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { metaOf } from '../../http/request-meta';
import { createQuestionnaireService } from './questionnaire.service';

/** The ECSP investor questionnaire and the operator's sophisticated-investor decisions. */
export function registerQuestionnaireRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const questionnaire = createQuestionnaireService(deps.db);

  route(app, E.userQuestionnaire, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return questionnaire.questionSet(request.viewer!.id);
  });

  route(app, E.debtorExtendedQuestionnaire, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return questionnaire.debtorQuestionSet(request.viewer!);
  });

  route(app, E.setDebtorExtendedQuestionnaire, async (request, reply) =>
    reply.status(201).send(await questionnaire.answerDebtor(request.viewer!, request.body, metaOf(request))),
  );

  route(app, E.setUserQuestionnaire, async (request, reply) =>
    reply.status(201).send(await questionnaire.answer(request.viewer!.id, request.body, metaOf(request))),
  );

  route(app, E.adminSophisticatedRequests, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { requests: await questionnaire.listRequests() };
  });

  route(app, E.adminSophisticatedDecision, async (request, reply) => {
    await questionnaire.decide(request.viewer!.id, request.params.id, request.body, metaOf(request));
    return reply.status(204).send(null);
  });
}
