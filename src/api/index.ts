export { ApiError, configureClient, request, type ApiErrorKind, type CallOptions, type CallOutcome } from './client';
export { api, getPicByUuid, uploadCrs, type Api, type CallFn } from './calls';
export { hashPassword } from './password';
