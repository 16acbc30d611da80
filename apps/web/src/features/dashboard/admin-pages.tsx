import { API_URL } from '@/config/env';
import { useAuth } from '@/lib/auth';
import { ComingSoonPanel } from './section-page';
import { roleLabel } from './sidebar';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="text-slate-100 sm:col-span-2">{value}</dd>
    </div>
  );
}

/** /dashboard/users (decision 152): the signed-in account only; no invented user list. */
export function UsersPage() {
  const { user } = useAuth();
  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-white sm:text-3xl">User Management</h1>
      <ComingSoonPanel>
        <p className="font-semibold text-white">User management is coming soon</p>
        <p className="mt-1">
          Listing, inviting and editing accounts will arrive with the user-administration API. Until then this
          page shows only your own account.
        </p>
      </ComingSoonPanel>
      {user && (
        <section
          aria-labelledby="own-account"
          className="mt-6 rounded-xl border border-slate-800 bg-slate-900 p-5"
        >
          <h2 id="own-account" className="mb-2 text-lg font-semibold text-white">
            Signed in as
          </h2>
          <dl className="divide-y divide-slate-800">
            <Field label="Name" value={user.name} />
            <Field label="E-mail" value={user.email} />
            <Field label="Role" value={roleLabel(user.role)} />
            <Field label="Permissions" value={`${user.permissions.length} granted`} />
          </dl>
        </section>
      )}
    </div>
  );
}

/** /dashboard/settings (decision 152): what the client knows, and what is still to come. */
export function SettingsPage() {
  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-white sm:text-3xl">System Settings</h1>
      <ComingSoonPanel>
        <p className="font-semibold text-white">Settings are coming soon</p>
        <p className="mt-1">
          Platform configuration (e-mail, sign-in providers, plans) will be editable here once the settings
          API exists. Nothing on this page changes the system yet.
        </p>
      </ComingSoonPanel>
      <section
        aria-labelledby="client-config"
        className="mt-6 rounded-xl border border-slate-800 bg-slate-900 p-5"
      >
        <h2 id="client-config" className="mb-2 text-lg font-semibold text-white">
          This app
        </h2>
        <dl className="divide-y divide-slate-800">
          <Field label="API address" value={API_URL || 'Same origin as this page'} />
        </dl>
      </section>
    </div>
  );
}
