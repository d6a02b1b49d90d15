// Email to the case: the address a case page shows, mail to which is filed on the case.
import { defineEndpoint } from '../shared/endpoint.js';
import { caseEmailAddressSchema } from './case-email-address.js';

export const inboundEmailEndpoints = {
  caseAddress: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/email-address',
    tags: ['communications'],
    summary: "The case's email address: mail sent to it is filed on the case (null without INBOUND_DOMAIN)",
    response: caseEmailAddressSchema,
  }),
};
