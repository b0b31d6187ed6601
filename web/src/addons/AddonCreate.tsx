// /addon/add
import { messages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';
import { AddonForm, type AddonFormValues, emptyAddon, toAddonInput } from './AddonForm';
import { useCreateAddonMutation } from './useAddonMutations';

export function AddonCreate() {
  const navigate = useNavigate();
  const createAddon = useCreateAddonMutation();

  const submit = async (values: AddonFormValues) => {
    const created = await createAddon(toAddonInput(values));
    showToast(messages.addSucceeded, 'success');
    await navigate(`/addon/detail/${created.id}`);
  };

  return (
    <>
      <PageHeader title="Add Add-on" />
      <AddonForm initialValues={emptyAddon} onSubmit={submit} onCancel={() => navigate('/addons')} />
    </>
  );
}
