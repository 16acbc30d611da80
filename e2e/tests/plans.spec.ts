import { createMember, expect, openSignedIn, test, tokenFor } from '../support/fixtures';

// Journey 4: a member upgrades to employer on /plans and cancels the package again (spec §2, §4, §6).

test('a member upgrades to Pro, sees the banner and the active package, then cancels back to member', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { tag: 'plans', name: 'Quang Tran' });
  await openSignedIn(page, await tokenFor(request, member), '/profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Quang Tran' })).toBeVisible();
  await expect(page.getByText('member', { exact: true })).toBeVisible();
  const upgradePanel = page.getByRole('region', { name: 'Nâng cấp lên tài khoản nhà tuyển dụng' });
  await expect(upgradePanel).toBeVisible();
  await expect(upgradePanel.getByRole('listitem')).toHaveText([
    'Đăng tin tuyển dụng',
    'Tìm kiếm ứng viên',
    'Liên hệ trực tiếp với ứng viên',
  ]);
  await upgradePanel.getByRole('link', { name: 'Xem các gói dịch vụ' }).click();

  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gói dịch vụ' })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Các gói dịch vụ' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Free', 'Pro', 'Enterprise']);
  const pro = plans.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText('199.000 VND/tháng')).toBeVisible();
  await expect(pro.getByText('Phổ biến nhất')).toBeVisible();
  await expect(
    plans.getByRole('article', { name: 'Enterprise' }).getByText('499.000 VND/tháng'),
  ).toBeVisible();

  await pro.getByRole('button', { name: 'Nâng cấp – Pro' }).click();
  await expect(
    page.getByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
  ).toBeVisible();
  // Every upgrade button is disabled once the upgrade succeeded.
  for (const button of await plans.getByRole('button').all()) await expect(button).toBeDisabled();

  // After about 2 s: the profile with the banner, which leaves after about 5 s and takes the parameter along.
  await expect(page).toHaveURL(/\/profile\?upgraded=true$/, { timeout: 6_000 });
  const banner = page.getByText('Tài khoản của bạn đã được nâng cấp thành nhà tuyển dụng thành công!');
  await expect(banner).toBeVisible();
  await expect(page.getByText('employer', { exact: true })).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 9_000 });
  await expect(page).toHaveURL(/\/profile$/);

  const packagePanel = page.getByRole('region', { name: 'Gói dịch vụ đang hoạt động' });
  await expect(packagePanel).toBeVisible();
  await expect(packagePanel.getByText('Pro', { exact: true })).toBeVisible();
  await expect(packagePanel.getByText('199.000 VND/tháng')).toBeVisible();
  await expect(upgradePanel).toBeHidden();

  // An employer who opens /plans is sent to /profile.
  await page.goto('/plans');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(packagePanel).toBeVisible();

  // Cancel → the prompt; "Quay lại" keeps the package.
  await packagePanel.getByRole('button', { name: 'Hủy gói dịch vụ' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Hủy gói dịch vụ?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Quay lại' }).click();
  await expect(prompt).toBeHidden();
  await expect(packagePanel).toBeVisible();

  // Cancel → confirm: back to member, with the success message and the upgrade panel again.
  await packagePanel.getByRole('button', { name: 'Hủy gói dịch vụ' }).click();
  await prompt.getByRole('button', { name: 'Xác nhận hủy' }).click();
  await expect(
    page.getByText('Gói dịch vụ đã được hủy. Tài khoản của bạn đã trở lại thành viên.'),
  ).toBeVisible();
  await expect(upgradePanel).toBeVisible();
  await expect(packagePanel).toBeHidden();
  await expect(page.getByText('member', { exact: true })).toBeVisible();

  // A member again: /plans is open to them.
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Gói dịch vụ' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Các gói dịch vụ' }).getByRole('button', { name: 'Nâng cấp – Pro' }),
  ).toBeEnabled();
});
