// /addon/add
import { CreatePage } from '../shared/resource/CreatePage';
import { AddonForm, type AddonFormValues, emptyAddon, toAddonInput } from './AddonForm';
import { AddonShow_addon } from './fragments';

export function AddonCreate() {
  return (
    <CreatePage<AddonFormValues> result={AddonShow_addon} toInput={toAddonInput}>
      {(form) => <AddonForm initialValues={emptyAddon} {...form} />}
    </CreatePage>
  );
}
