import type { ChangePassword, ChangePasswordRequest } from '../generated/schemas.ts';
import { http } from './http.ts';

/**
 * PUT /api/Authentication/User (spec 000 §7): the change-password block's values as the form
 * fields the server reads.
 */
export async function changePassword(values: ChangePassword): Promise<void> {
  const request: ChangePasswordRequest = {
    currentpassword: values.currentPassword,
    newpassword: values.newPassword,
    confirmpassword: values.newPasswordConfirm,
  };
  await http.put('/api/Authentication/User', new URLSearchParams({ ...request }));
}
