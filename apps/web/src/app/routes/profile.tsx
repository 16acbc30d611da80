export function Component() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold capitalize">profile</h1>
    </main>
  );
}
