/** The page title of an account section, with an optional line under it. */
export function AccountPageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
    </div>
  );
}
