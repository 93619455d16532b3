import axios, { AxiosError } from 'axios';
import { handleErrorResponse, logout, sessionHeaders } from './session';

export { errorMessage, errorStatus } from './errors';
export { logout };

/** The HTTP client of the signed-in app: base /v1, bearer token, and the session rules of spec 01 §8. */
export const api = axios.create({ baseURL: '/v1' });

api.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response) {
    handleErrorResponse(error.response.status, error.response.data, error.config?.url ?? '');
  }
  return Promise.reject(error);
});
