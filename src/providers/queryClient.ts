import { QueryClient } from '@tanstack/react-query';

const status = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

/**
 * The react-query cache behind every react-admin list and record, passed to
 * `<Admin queryClient>`. It is a module so that authProvider.logout can empty it: nothing one
 * user loaded may show to the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change by asking again (and a 401 must reach checkError at
      // once); network failures and 5xx get two more tries.
      retry: (failures, error) => {
        const code = status(error);
        return !(code !== undefined && code >= 400 && code < 500) && failures < 2;
      },
    },
  },
});
