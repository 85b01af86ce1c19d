export { ApiError, configureClient, request, type ApiErrorKind, type CallOptions, type CallOutcome } from './client';
export { api, getPicByUuid, type Api, type CallFn } from './calls';
export { uploadCrs } from './crsUpload';
export { hashPassword } from './password';
