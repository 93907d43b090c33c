import { z } from 'zod';
import { userIdParamsSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  questionnaireResultSchema,
  questionnaireSetSchema,
  setDebtorQuestionnaireBodySchema,
  setQuestionnaireBodySchema,
  sophisticatedDecisionBodySchema,
  sophisticatedRequestListSchema,
} from '../questionnaire';

/** The ECSP investor questionnaire, the extended debtor flow's own, and the operator's sophisticated-investor decisions. */
export const QUESTIONNAIRE_ENDPOINTS = {
  userQuestionnaire: defineEndpoint({ method: 'GET', path: '/api/get/user-questionnaire', response: { 200: questionnaireSetSchema }, access: 'user' }),
  setUserQuestionnaire: defineEndpoint({
    method: 'POST',
    path: '/api/set/user-questionnaire',
    body: setQuestionnaireBodySchema,
    response: { 201: questionnaireResultSchema },
    access: 'user',
  }),
  debtorExtendedQuestionnaire: defineEndpoint({
    method: 'GET',
    path: '/api/get/debtor-extended-questionnaire',
    response: { 200: questionnaireSetSchema },
    access: 'user',
  }),
  setDebtorExtendedQuestionnaire: defineEndpoint({
    method: 'POST',
    path: '/api/set/debtor-extended-questionnaire',
    body: setDebtorQuestionnaireBodySchema,
    response: { 201: questionnaireResultSchema },
    access: 'user',
  }),
  adminSophisticatedRequests: defineEndpoint({
    method: 'GET',
    path: '/api/admin/sophisticated-requests',
    response: { 200: sophisticatedRequestListSchema },
    access: 'operator',
  }),
  /** The id is the request's; answers 204 without a body. */
  adminSophisticatedDecision: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sophisticated-requests/:id/decision',
    params: userIdParamsSchema,
    body: sophisticatedDecisionBodySchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
} as const;
