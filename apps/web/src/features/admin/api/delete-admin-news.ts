import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteNewsResponse } from '@irreplaceable/contracts/news/admin-delete-news';
import { api } from '../../../shared/api/client';
import { adminNewsKeys } from './query-keys';

/** Deletes an article with its likes and comments. */
export function deleteAdminNews(id: number): Promise<TDeleteNewsResponse> {
  return api.delete<TDeleteNewsResponse>(`/admin/news/${id}`);
}

export function useDeleteAdminNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminNews,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: adminNewsKeys.article(id) });
      return queryClient.invalidateQueries({ queryKey: adminNewsKeys.lists() });
    },
  });
}
