import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteContactResponse } from '@irreplaceable/contracts/site/get-contact';
import { api } from '../../../shared/api/client';
import { aboutKeys } from './query-keys';

/** The address to write to, from the server's CONTACT_EMAIL. */
export function getContact(signal?: AbortSignal): Promise<TSiteContactResponse> {
  return api.get<TSiteContactResponse>('/site/contact', { signal });
}

export function contactQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.contact,
    queryFn: ({ signal }) => getContact(signal),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useContact() {
  return useQuery(contactQueryOptions());
}
