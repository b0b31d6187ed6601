// /user/add
import { CreatePage } from '../shared/resource/CreatePage';
import { emptyRegistration, type RegisterFormValues, RegisterUserForm, toRegisterInput } from './UserForms';

export function UserCreate() {
  return (
    <CreatePage<RegisterFormValues> toInput={toRegisterInput}>
      {(form) => <RegisterUserForm initialValues={emptyRegistration} {...form} />}
    </CreatePage>
  );
}
