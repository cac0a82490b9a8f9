import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation whose mutate and mutateAsync send once while a request is in flight: a repeat call
 * is ignored (mutate) or answered with the request already on its way (mutateAsync). A ref, not
 * isPending: both clicks of a double click arrive before React has rendered the pending state,
 * so a check of isPending in a handler still sees false for the second one.
 */
export function useSingleFlightMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync } = mutation;

  const sendOnce = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (inFlight.current) return inFlight.current;
      const request = mutateAsync(variables, callOptions).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = request;
      return request;
    },
    [mutateAsync],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Errors are shown by the mutation's onError; like useMutation's mutate, nothing rejects here.
      sendOnce(variables, callOptions).catch(() => {});
    },
    [sendOnce],
  );
  return { ...mutation, mutate, mutateAsync: sendOnce } as UseMutationResult<TData, TError, TVariables, TContext>;
}
