import {
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  stack,
  test,
  uniqueEmail,
} from '../support/fixtures';

// Journey: Vietnamese and English throughout (issue 17). A browser set to Vietnamese gets the whole product in
// Vietnamese — pages, validation, the verification mail, applying, "My applications" — and a switch turns it
// into the spec's English at once, remembered for the account.

test.use({ locale: 'vi-VN' });

test('in Vietnamese: register, verify from a Vietnamese mail, apply, My applications; then English at a switch', async ({
  page,
}) => {
  const email = uniqueEmail('tieng-viet');
  const password = 'XinChao2026';
  const job = 'QA Automation Engineer';

  await test.step('the first visit follows the browser: the page and its address are Vietnamese', async () => {
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveURL(/[?&]lang=vi(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo tài khoản của bạn' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/register$/);
    await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
      'href',
      /\/register\?lang=vi$/,
    );
    await expectNoSeriousA11yViolations(page, 'register in Vietnamese');
  });

  await test.step('register: a validation message and the verification step in Vietnamese', async () => {
    const form = page.getByRole('form', { name: 'Tạo tài khoản' });
    await form.getByLabel('Họ và tên').fill('Trần Thị Hoa');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await form.getByLabel('Xác nhận mật khẩu').fill('KhongKhop2026');
    await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(form.getByRole('alert')).toHaveText('Mật khẩu không khớp');
    await form.getByLabel('Xác nhận mật khẩu').fill(password);
    await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Xác thực email' })).toBeVisible();
    await expect(
      page.getByText('Đăng ký thành công! Vui lòng kiểm tra email để lấy mã xác thực.'),
    ).toBeVisible();
  });

  await test.step('the verification mail is Vietnamese; the code verifies the account', async () => {
    const mail = await stack.waitForMail(email, (m) => /mã xác thực/.test(m.subject));
    expect(mail.subject).toMatch(/^\d{6} là mã xác thực .+ của bạn$/);
    expect(mail.text).toContain('Chào Trần Thị Hoa,');
    const verify = page.getByRole('form', { name: 'Xác thực email của bạn' });
    await verify.getByLabel('Mã xác thực').fill(stack.codeIn(mail));
    await verify.getByRole('button', { name: 'Xác thực email' }).click();
    await expect(
      page.getByText('Xác thực email thành công! Đang chuyển đến trang đăng nhập...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/, { timeout: 6_000 });
  });

  await test.step('sign in: the dashboard is Vietnamese', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bảng điều khiển' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  await test.step('apply to a posting in Vietnamese; the confirmation mail is Vietnamese', async () => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đang tuyển' })).toBeVisible();
    await page.getByRole('article', { name: job }).getByRole('link', { name: job }).click();
    await expect(page.getByRole('heading', { level: 1, name: job })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'job page in Vietnamese');
    await page.getByRole('button', { name: 'Ứng tuyển', exact: true }).click();
    const form = page.getByRole('form', { name: `Ứng tuyển vị trí ${job}` });
    // The file picker speaks the page's language whatever the browser's (decision 1183), and a click on its drawn
    // button or Space on its focused input still opens the browser's chooser.
    const cv = form.getByLabel('Tệp CV (PDF hoặc DOCX, tối đa 5 MB)');
    await expect(form.getByText('Chọn tệp', { exact: true })).toBeVisible();
    await expect(cv).toHaveAccessibleDescription('Chưa chọn tệp nào');
    await expectNoSeriousA11yViolations(page, 'apply form in Vietnamese');
    // Where the user sees the button: the transparent native input lies over it and takes the click.
    const button = await form.getByText('Chọn tệp', { exact: true }).boundingBox();
    const clicked = page.waitForEvent('filechooser');
    await page.mouse.click(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await (
      await clicked
    ).setFiles({
      name: 'tran-thi-hoa-cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('CV Tran Thi Hoa'),
    });
    await expect(cv).toHaveAccessibleDescription('tran-thi-hoa-cv.pdf');
    await cv.focus();
    const pressed = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await pressed
    ).setFiles({
      name: 'tran-thi-hoa-cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('CV Tran Thi Hoa'),
    });
    await form.getByRole('button', { name: 'Gửi hồ sơ ứng tuyển' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã gửi hồ sơ ứng tuyển' })).toBeVisible();
    const received = await stack.waitForMail(email, (m) => m.subject.includes(job));
    expect(received.subject).toMatch(new RegExp(`^Chúng tôi đã nhận hồ sơ ứng tuyển của bạn: ${job} tại `));
  });

  await test.step('"My applications" in Vietnamese', async () => {
    await page.goto('/dashboard/my-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đã ứng tuyển' })).toBeVisible();
    const card = page.getByRole('article', { name: job });
    await expect(
      card.getByRole('list', { name: 'Các vòng tuyển dụng' }).locator('[aria-current="step"]'),
    ).toHaveText('Đã ứng tuyển');
    await expectNoSeriousA11yViolations(page, 'my applications in Vietnamese');
  });

  await test.step('the switch turns the page into the spec’s English at once, for this browser and the account', async () => {
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const card = page.getByRole('article', { name: job });
    await expect(card.getByRole('list', { name: 'Stages' }).locator('[aria-current="step"]')).toHaveText(
      'Applied',
    );
    await expectNoSeriousA11yViolations(page, 'my applications in English');
    // Remembered for the account: its language is English now.
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const reply = await fetch('/api/account', {
            headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
          });
          return ((await reply.json()) as { account: { locale: string } }).account.locale;
        }),
      )
      .toBe('en');
    // Remembered in the browser: a public page opens in English, without ?lang in its address.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
  });
});

test('a shared ?lang=vi link opens the Vietnamese page, and the header switch changes it back', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/about?lang=vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(
      page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Giới thiệu' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'about in Vietnamese');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expectNoSeriousA11yViolations(page, 'about in English');
  } finally {
    await context.close();
  }
});
