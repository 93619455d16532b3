import { useMutation } from '@tanstack/react-query';
import { login, loginOrRegister, register, requestPasswordReset, resetPassword } from './api';

/** Mutations of the auth screens; each screen decides where to go on success. */

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useLoginOrRegister() {
  return useMutation({ mutationFn: loginOrRegister });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
