import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { api } from '../../../shared/api/client';
import { meQueryKey } from '../../../shared/api/get-me';
import { useAuthStore } from '../../../shared/auth/auth-store';

export function updateMe(body: TUpdateMeRequest): Promise<TUser> {
  return api.patch<TUser>('/users/me', body);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      useAuthStore.getState().setUser(user);
    },
  });
}
