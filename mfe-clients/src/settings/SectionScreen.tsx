import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Business } from '@cobber/contracts';
import { buttonClasses, Button, Card, LoadFailed, PageSpinner, useFirstErrorOnSubmit } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { toast } from '@cobber/ui/toasts';
import { useBusiness, useSaveBusiness } from '@cobber/web/data';
import { errorMessage } from '../common/errorMessage.ts';
import { showServerFieldErrors } from '../common/serverErrors.ts';
import type { SettingsSection } from './sections.ts';
import { sectionResolver, settingsFieldName, settingsFromBusiness, type SettingsForm, type SettingsValues } from './settingsForm.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** One section of Settings on its own screen: the business's values for its fields, and one 'Save Settings'. */
export function SectionScreen({ section, children }: { section: SettingsSection; children: (form: SettingsForm) => ReactNode }) {
  const business = useBusiness();
  useEffect(() => {
    if (business.isError) {
      toast({
        title: 'Error loading settings',
        description: 'There was an issue loading your business settings.',
        variant: 'destructive',
      });
    }
  }, [business.isError]);
  if (business.isPending) return <PageSpinner />;
  if (business.isError) {
    return (
      <LoadFailed
        title="Error loading settings"
        message="There was an issue loading your business settings."
        onRetry={() => business.refetch()}
      />
    );
  }
  if (!business.data) return <SetUpFirst title={section.title} />;
  return (
    <SectionForm key={business.data.id} section={section} existing={business.data}>
      {children}
    </SectionForm>
  );
}

function SectionForm({ section, existing, children }: { section: SettingsSection; existing: Business; children: (form: SettingsForm) => ReactNode }) {
  const saveBusiness = useSaveBusiness();
  const resolver = useMemo(() => sectionResolver(section.fields), [section]);
  const form: SettingsForm = useForm({ resolver, defaultValues: settingsFromBusiness(existing), shouldFocusError: false });
  const { isDirty, submitCount } = form.formState;
  const formRef = useFirstErrorOnSubmit(submitCount);

  const save = form.handleSubmit((fields) =>
    saveBusiness.mutate(
      { existing, fields },
      {
        onSuccess: (saved) => {
          form.reset(settingsFromBusiness(saved));
          toast({ title: 'Settings saved', variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors<SettingsValues>(error, form.setError, settingsFieldName);
          toast({ title: errorMessage(error, 'Failed to save settings'), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form ref={formRef} onSubmit={save} noValidate className="flex flex-col gap-5 pb-20">
      <UnsavedChangesGuard unsaved={isDirty} />
      <h1 className="text-2xl font-bold">{section.title}</h1>
      {children(form)}
      <div className="fixed inset-x-0 bottom-16 z-20 mx-auto max-w-xl px-4 pb-[env(safe-area-inset-bottom)]">
        <Button type="submit" className="w-full shadow-lg" disabled={!isDirty || saveBusiness.isPending}>
          {saveBusiness.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

/** Settings change a business: with none yet, the owner sets it up first. */
function SetUpFirst({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Card className="flex flex-col gap-3">
        <p>Add your business details first.</p>
        <Link to="/business-setup" className={buttonClasses()}>
          Add your details
        </Link>
      </Card>
    </div>
  );
}
