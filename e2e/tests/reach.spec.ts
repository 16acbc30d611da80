import { expect, test } from '../support/fixtures';

// Issue 15, reach: a job page's HTML, as a crawler fetches it without running JavaScript, carries the
// posting's schema.org JobPosting, and the page still opens as the app.

test('a job page is served with its JobPosting JSON-LD and its title in the HTML', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/jobs?q=Senior%20Frontend%20Developer');
  const { jobs } = (await search.json()) as { jobs: Array<{ id: string; title: string }> };
  const job = jobs.find((j) => j.title === 'Senior Frontend Developer');
  expect(job).toBeDefined();

  const response = await request.get(`/jobs/${job!.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(
    '<title data-served-head>Senior Frontend Developer at FPT Software | DotTrip</title>',
  );
  const block = /<script type="application\/ld\+json" data-served-head>([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  const posting = JSON.parse(block![1]!) as Record<string, unknown>;
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: 'Senior Frontend Developer',
    employmentType: 'FULL_TIME',
    hiringOrganization: { name: 'FPT Software' },
  });

  // The same address in the browser is the app's job page.
  await page.goto(`/jobs/${job!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Frontend Developer' })).toBeVisible();
});
