import { useEffect, useRef, useState } from 'react';
import { login, loginOrRegister, register, requestPasswordReset, resetPassword } from './api';

/**
 * Submissions of the auth screens; each screen decides where to go on success. The auth screens
 * load without TanStack Query (first-load budget), so this is the part of useMutation they use:
 * mutate(variables, { onSuccess, onError }), isPending / isError / isSuccess and error. As with
 * useMutation, the callbacks of mutate() run only for the latest call and while the screen is shown.
 */
export type Submission<TVariables, TResult> = {
  mutate: (
    variables: TVariables,
    callbacks?: { onSuccess?: (result: TResult) => void; onError?: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
};

type State<TResult> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: TResult; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export function useSubmission<TVariables, TResult>(
  send: (variables: TVariables) => Promise<TResult>,
): Submission<TVariables, TResult> {
  const [state, setState] = useState<State<TResult>>({ status: 'idle' });
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function mutate(
    variables: TVariables,
    callbacks?: { onSuccess?: (result: TResult) => void; onError?: (error: unknown) => void },
  ) {
    const call = ++latest.current;
    const current = () => mounted.current && call === latest.current;
    setState({ status: 'pending' });
    send(variables).then(
      (data) => {
        if (!current()) return;
        setState({ status: 'success', data });
        callbacks?.onSuccess?.(data);
      },
      (error: unknown) => {
        if (!current()) return;
        setState({ status: 'error', error });
        callbacks?.onError?.(error);
      },
    );
  }

  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.error,
  };
}

export function useLogin() {
  return useSubmission(login);
}

export function useRegister() {
  return useSubmission(register);
}

export function useLoginOrRegister() {
  return useSubmission(loginOrRegister);
}

export function useRequestPasswordReset() {
  return useSubmission(requestPasswordReset);
}

export function useResetPassword() {
  return useSubmission(resetPassword);
}
