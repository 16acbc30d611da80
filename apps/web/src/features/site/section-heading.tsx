export function SectionHeading({
  id,
  title,
  subtitle,
  as: Tag = 'h2',
}: {
  id?: string;
  title: string;
  subtitle?: string;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <Tag id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </Tag>
      {subtitle && <p className="mt-4 text-lg text-slate-600">{subtitle}</p>}
    </div>
  );
}
