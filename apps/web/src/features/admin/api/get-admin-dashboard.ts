import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminDashboardResponse } from '@irreplaceable/contracts/admin/dashboard';
import { api } from '../../../shared/api/client';

/** The dashboard's one query key. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
};

/** The "now" cards go stale quickly: an open dashboard asks again every minute. */
const REFRESH_MS = 60_000;

/** GET /admin/dashboard: 30 UTC days of daily figures, their totals, and what is waiting now. */
export function getAdminDashboard(signal?: AbortSignal): Promise<TAdminDashboardResponse> {
  return api.get<TAdminDashboardResponse>('/admin/dashboard', { signal });
}

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
