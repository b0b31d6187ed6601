// /user/add
import { CreatePage } from '../shared/resource/CreatePage';
import { UserShow_user } from './fragments';
import { emptyRegistration, type RegisterFormValues, RegisterUserForm, toRegisterInput } from './UserForms';

export function UserCreate() {
  return (
    <CreatePage<RegisterFormValues> result={UserShow_user} toInput={toRegisterInput}>
      {(form) => <RegisterUserForm initialValues={emptyRegistration} {...form} />}
    </CreatePage>
  );
}
