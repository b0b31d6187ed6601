// User (SPEC §3, §4, §5): the vendor's staff. Administrators only read and write them (SPEC §6);
// a user is never deleted, only made inactive. Passwords are written through Register,
// ChangePassword and the password flows, never read: they are not fields of the declaration.
// Sorted by UserName (SPEC §9).
import { boolean, object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { randomPassword } from '../random-password.js';
import { emptyToNull, itsLabel, phoneText, requiredText, tooLong } from '../schema-fields.js';
import { requiredEmail } from '../validation.js';
import { workflows } from '../workflows.js';
import { defineEntity, restRoutes } from './entity.js';
import { bool, personFields, searchedText, text } from './fields.js';

export const userMessages = {
  // SPEC §5, word for word.
  passwordRule:
    "Password must be at least 6 characters, including one special character, one lowercase ('a'-'z') and one uppercase ('A'-'Z').",
  passwordMismatch: 'Password is not matched.',
  // SPEC §8.
  passwordChanged: 'Your password has been changed successfully.',
  incorrectCurrentPassword: 'Incorrect current password.',
  changePasswordFailed: 'Process failed. Please try again.',
  resetPasswordSucceeded: 'Reset password successfully',
  resetPasswordFailed: 'Reset password failed',
  // SPEC §5: user delete warns that it makes the user inactive.
  deactivateWarning: "This will not delete the user: it will make the user's status inactive. Continue?",
  deactivated: 'User deactivated successfully',
} as const;

/** SPEC §5: 6 or more characters with an uppercase and a lowercase letter, a digit and a special character. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** Length of the passwords the product makes (reset to default, forgot password). */
export const GENERATED_PASSWORD_LENGTH = 14;

/** A one-time password from SPEC §9's generator that meets the password rule. */
export function generatedPassword(): string {
  for (;;) {
    const password = randomPassword(GENERATED_PASSWORD_LENGTH);
    if (meetsPasswordRule(password)) return password;
  }
}

/** A new password: the rule of SPEC §5; 128 characters at most (it is hashed on every sign-in). */
export const newPassword = (label: string) =>
  string()
    .required(label)
    .max(128, `${label} must be at most 128 characters`)
    .test(
      'password-rule',
      userMessages.passwordRule,
      (value) => value === undefined || meetsPasswordRule(value),
    );

const confirmation = (label: string, of: string) =>
  string()
    .required(label)
    .oneOf([ref(of)], userMessages.passwordMismatch);

/** ChangePassword (SPEC §7): the current password, the new one and its confirmation. */
export const changePasswordSchema = object({
  oldPassword: string().required('Current Password'),
  newPassword: newPassword('New Password'),
  confirmPassword: confirmation('Confirm Password', 'newPassword'),
});

/** ForgotPassword (SPEC §7): the address a new password goes to. */
export const forgotPasswordSchema = object({ email: requiredEmail().label('Email') });

export const userEntity = defineEntity({
  name: 'User',
  // SPEC §5: user delete warns that it makes the user inactive.
  deactivates: {
    question: userMessages.deactivateWarning,
    action: 'Deactivate',
    done: userMessages.deactivated,
  },
  fields: {
    id: { rest: 'Id', type: 'uuid', filter: 'ids', readOnly: true },
    // In the edit form's order (SPEC §5).
    userName: { ...searchedText('UserName', 'Username'), rule: requiredText(254) },
    email: personFields.email,
    roleId: { rest: 'RoleId', type: 'uuid', label: 'Role', filter: 'ids', rule: string().required(itsLabel) },
    isActive: bool('IsActive', 'Status', { sort: true, filter: true, rule: boolean().required(itsLabel) }),
    firstName: personFields.firstName,
    lastName: personFields.lastName,
    phoneNumber: text('PhoneNumber', 'Phone Number', {
      nullable: true,
      input: 'tel',
      rule: phoneText().max(30, tooLong(30)).nullable().transform(emptyToNull),
    }),
    role: text('Role', 'Role', { sort: true, filter: true, readOnly: true }),
    mustChangePassword: bool('MustChangePassword', 'Must Change Password', { readOnly: true }),
  },
  defaultSort: [{ field: 'userName', direction: 'asc' }],
  createInput: 'RegisterUserInput',
  adminOnly: 'all',
  routes: {
    ...restRoutes('Account', 'User'),
    list: '/api/Account/GetAllUser',
    create: workflows.Register.path,
  },
  notes: {
    create:
      'The password needs 6 or more characters with an uppercase and a lowercase letter, a digit and a special character; the user name is the e-mail address, and the role Staff unless given.',
    update:
      "An administrator cannot deactivate or demote themselves, and the last active administrator stays (CONFLICT). Deactivating ends the user's sessions.",
    delete: 'Their sessions and tokens end at once.',
  },
});

/** User add (SPEC §5 'Register'): one role per user, Staff unless given. */
export const registerUserSchema = object({
  email: requiredEmail().label('Email'),
  password: newPassword('Password'),
  confirmPassword: confirmation('Confirm Password', 'password'),
  ...userEntity.schema.pick(['firstName', 'lastName', 'phoneNumber']).fields,
  roleId: string().nullable().default(null),
});
