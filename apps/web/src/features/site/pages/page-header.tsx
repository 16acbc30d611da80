import type { ReactNode } from 'react';

/** The dark band at the top of each inner public page, holding its h1. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-slate-900 to-blue-900 py-20 text-center text-white">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 text-lg text-slate-200">{children}</div>}
      </div>
    </div>
  );
}
