// Compiled from apps/api/src/i18n/locales/vi.po by `npm run i18n:compile`; do not edit.
import type { Messages } from '@lingui/core';
export const messages: Messages = {
  '24/7 support': ['Hỗ trợ 24/7'],
  'A CV is required': ['Cần có CV'],
  'A cancelled interview cannot be changed.': ['Không thể thay đổi buổi phỏng vấn đã hủy.'],
  'A cancelled interview takes no feedback.': ['Không thể gửi đánh giá cho buổi phỏng vấn đã hủy.'],
  'A candidate cannot be merged with itself.': ['Không thể gộp một ứng viên với chính ứng viên đó.'],
  'A cheaper plan cannot start during a paid period: schedule the switch for the end of the period on the Billing page.':
    [
      'Không thể chuyển sang gói rẻ hơn khi kỳ đã thanh toán còn hiệu lực: hãy hẹn chuyển gói vào cuối kỳ trên trang Thanh toán.',
    ],
  'A file is required': ['Cần đính kèm tệp'],
  'A password reset mail is on its way.': ['Email đặt lại mật khẩu đang được gửi đi.'],
  'A period covers at most two years': ['Khoảng thời gian tối đa là hai năm'],
  'A reason is required': ['Cần nêu lý do'],
  'A request with this Idempotency-Key is still being processed. Try again shortly.': [
    'Một yêu cầu với Idempotency-Key này vẫn đang được xử lý. Hãy thử lại sau giây lát.',
  ],
  'A reviewer took your project “{title}” off the public site. You can edit it and submit it for review again.':
    [
      'Người duyệt đã gỡ dự án “',
      ['title'],
      '” của bạn khỏi trang công khai. Bạn có thể chỉnh sửa và gửi duyệt lại.',
    ],
  'A switch to the {plan} plan is scheduled for the end of the paid period, and {plan} includes {seats, plural, one {# seat} other {# seats}}: your company already uses {used} (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.':
    [
      'Công ty đã hẹn chuyển sang gói ',
      ['plan'],
      ' vào cuối kỳ đã thanh toán, và gói ',
      ['plan'],
      ' có ',
      ['seats'],
      ' chỗ: công ty của bạn đã dùng ',
      ['used'],
      ' (thành viên và lời mời còn hiệu lực). Hãy hủy việc chuyển gói trên trang Thanh toán để mời thêm người, hoặc xóa bớt một thành viên hay một lời mời trước.',
    ],
  'A test mail is on its way to your address.': ['Email thử nghiệm đang được gửi đến địa chỉ của bạn.'],
  'A webhook endpoint was turned off': ['Một địa chỉ webhook đã bị tắt'],
  'A {status, select, draft {draft} published {published} other {closed}} posting cannot be {action, select, publish {published} close {closed} other {reopened}}.':
    [
      'Tin tuyển dụng ',
      ['status', 'select', { draft: ['nháp'], published: ['đang đăng'], other: ['đã đóng'] }],
      ' không thể ',
      ['action', 'select', { publish: ['đăng'], close: ['đóng'], other: ['mở lại'] }],
      '.',
    ],
  'API integration': ['Tích hợp API'],
  'API keys cannot call this route.': ['Khóa API không thể gọi đường dẫn này.'],
  'About DotTrip': ['Về DotTrip'],
  'Accept the invitation': ['Chấp nhận lời mời'],
  'Account not found.': ['Không tìm thấy tài khoản.'],
  'Advanced analytics reports': ['Báo cáo phân tích nâng cao'],
  'After careful consideration, the team has decided not to move forward with your application this time. This was not an easy decision, and it is not a judgement of your worth or potential.':
    [
      'Sau khi cân nhắc kỹ lưỡng, đội ngũ tuyển dụng quyết định chưa tiếp tục với hồ sơ của bạn lần này. Đây không phải là một quyết định dễ dàng, và nó không phải là sự đánh giá về giá trị hay tiềm năng của bạn.',
    ],
  'After careful review, we have decided to move forward with other candidates for this role. This was not an easy decision.':
    [
      'Sau khi cân nhắc kỹ, chúng tôi quyết định tiếp tục với những ứng viên khác cho vị trí này. Đây không phải là một quyết định dễ dàng.',
    ],
  'After much thought, we have decided not to continue with your application for this role.': [
    'Sau nhiều cân nhắc, chúng tôi quyết định không tiếp tục với hồ sơ của bạn cho vị trí này.',
  ],
  'All Pro features': ['Tất cả tính năng của gói Pro'],
  'Amount before VAT: {amount}': ['Số tiền trước VAT: ', ['amount']],
  'An account with this address exists. Sign in with it to accept the invitation.': [
    'Đã có tài khoản với địa chỉ này. Hãy đăng nhập bằng tài khoản đó để chấp nhận lời mời.',
  ],
  'An account with this e-mail address already exists.': ['Đã có tài khoản dùng địa chỉ email này.'],
  'An application that is {stage} cannot be withdrawn.': [
    'Không thể rút hồ sơ ứng tuyển đang ở trạng thái ',
    [
      'stage',
      'select',
      {
        applied: ['Đã ứng tuyển'],
        screening: ['Sàng lọc hồ sơ'],
        interview: ['Phỏng vấn'],
        offer: ['Mời nhận việc'],
        hired: ['Đã tuyển'],
        rejected: ['Không phù hợp'],
        withdrawn: ['Đã rút hồ sơ'],
        other: [['stage']],
      },
    ],
    '.',
  ],
  'An application that is {stage} cannot get an interview.': [
    'Không thể xếp lịch phỏng vấn cho hồ sơ ứng tuyển đang ở trạng thái ',
    [
      'stage',
      'select',
      {
        applied: ['Đã ứng tuyển'],
        screening: ['Sàng lọc hồ sơ'],
        interview: ['Phỏng vấn'],
        offer: ['Mời nhận việc'],
        hired: ['Đã tuyển'],
        rejected: ['Không phù hợp'],
        withdrawn: ['Đã rút hồ sơ'],
        other: [['stage']],
      },
    ],
    '.',
  ],
  'An attachment is unknown or already sent; upload it again.': [
    'Tệp đính kèm không tồn tại hoặc đã được gửi; vui lòng tải lên lại.',
  ],
  'An interview can start at most five years from now; choose an earlier date.': [
    'Buổi phỏng vấn chỉ có thể bắt đầu trong vòng năm năm tới; hãy chọn ngày sớm hơn.',
  ],
  'An interview for {title} at {company} has been scheduled.': [
    'Một buổi phỏng vấn cho vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' đã được lên lịch.',
  ],
  'An invitation was mailed to this address less than a minute ago. Wait a moment.': [
    'Một lời mời đã được gửi tới địa chỉ này chưa đầy một phút trước. Vui lòng chờ một lát.',
  ],
  'An offer for {title} at {company}': ['Đề nghị nhận việc cho vị trí ', ['title'], ' tại ', ['company']],
  'Another administrator changed these settings after you opened them. Reload the page to see their changes, then make yours again.':
    [
      'Một quản trị viên khác đã thay đổi các cài đặt này sau khi bạn mở trang. Hãy tải lại trang để xem thay đổi của họ, rồi thực hiện lại thay đổi của bạn.',
    ],
  'Another category already has this name.': ['Một danh mục khác đã có tên này.'],
  'Another post already has this address.': ['Một bài đăng khác đã dùng địa chỉ này.'],
  'Answer the questions of this interview’s kit, each once': [
    'Chỉ trả lời các câu hỏi trong bộ câu hỏi phỏng vấn này, mỗi câu một lần',
  ],
  'Applications received since the last digest:': ['Hồ sơ nhận được từ bản tổng hợp trước:'],
  'Article not found': ['Không tìm thấy bài viết'],
  'Articles from the DotTrip team on software engineering, open source and careers in tech.': [
    'Bài viết của đội ngũ DotTrip về kỹ thuật phần mềm, mã nguồn mở và nghề nghiệp trong ngành công nghệ.',
  ],
  'As you asked, your {plan} package ended with its paid period. Your account is a member account again.': [
    'Theo yêu cầu của bạn, gói ',
    ['plan'],
    ' đã kết thúc cùng kỳ đã thanh toán. Tài khoản của bạn đã trở lại là tài khoản thành viên.',
  ],
  'As you scheduled, the next month is on the {plan} plan.': [
    'Theo lịch bạn đã chọn, tháng tiếp theo dùng gói ',
    ['plan'],
    '.',
  ],
  'Assign the ticket to someone of the support team.': ['Hãy giao phiếu cho một thành viên của đội hỗ trợ.'],
  'At most {count} message templates per company. Delete one first.': [
    'Tối đa ',
    ['count'],
    ' mẫu tin nhắn cho mỗi công ty. Hãy xóa bớt một mẫu trước.',
  ],
  'At most {max} job alerts per account. Delete one first.': [
    'Tối đa ',
    ['max'],
    ' thông báo việc làm cho mỗi tài khoản. Hãy xóa bớt một thông báo trước.',
  ],
  'At most {max} webhook endpoints per company. Delete one first.': [
    'Tối đa ',
    ['max'],
    ' địa chỉ webhook cho mỗi công ty. Hãy xóa bớt một địa chỉ trước.',
  ],
  'Attach a CV (PDF or DOCX) to your application.': ['Hãy đính kèm CV (PDF hoặc DOCX) vào hồ sơ ứng tuyển.'],
  'Attach a PDF, Word (.docx), image (PNG, JPEG, WebP, GIF) or text file.': [
    'Hãy đính kèm tệp PDF, Word (.docx), ảnh (PNG, JPEG, WebP, GIF) hoặc tệp văn bản.',
  ],
  'Attach one file to a message.': ['Mỗi tin nhắn chỉ đính kèm một tệp.'],
  'Attach the CV in the field "cv".': ['Hãy đính kèm CV vào trường "cv".'],
  'Attach the file in the field "file".': ['Hãy đính kèm tệp trong trường "file".'],
  'Attach the image in the field "image".': ['Hãy đính kèm hình ảnh trong trường "image".'],
  'Authentication required.': ['Vui lòng đăng nhập.'],
  'Bad request.': ['Yêu cầu không hợp lệ.'],
  'Basic info access': ['Xem thông tin cơ bản'],
  Benefits: ['Quyền lợi'],
  'Billed to: {name} ({email})': ['Người thanh toán: ', ['name'], ' (', ['email'], ')'],
  Blog: ['Blog'],
  'Both records belong to member accounts; they cannot be merged.': [
    'Cả hai hồ sơ đều thuộc tài khoản thành viên nên không thể gộp.',
  ],
  'Browse open IT jobs in Vietnam by skill, level, location and remote work, and apply online in minutes.': [
    'Tìm việc làm IT đang tuyển tại Việt Nam theo kỹ năng, cấp bậc, địa điểm và hình thức làm từ xa, ứng tuyển trực tuyến chỉ trong vài phút.',
  ],
  Browser: ['Trình duyệt'],
  'Candidate tracking tool': ['Công cụ theo dõi ứng viên'],
  'Change to the {plan} plan for the rest of the period': [
    'Chuyển sang gói ',
    ['plan'],
    ' cho thời gian còn lại của kỳ',
  ],
  'Changes requested for “{title}”': ['Yêu cầu chỉnh sửa “', ['title'], '”'],
  'Changing a published or scheduled post needs the content:publish permission.': [
    'Muốn thay đổi bài đã đăng hoặc đã hẹn giờ, bạn cần quyền content:publish.',
  ],
  'Choose a category': ['Chọn danh mục'],
  'Choose a new password': ['Đặt mật khẩu mới'],
  'Choose a password': ['Đặt mật khẩu'],
  'Choose a source from the list.': ['Hãy chọn một nguồn trong danh sách.'],
  'Choose a stage of the funnel.': ['Hãy chọn một vòng của phễu tuyển dụng.'],
  'Choose a time in the future.': ['Hãy chọn một thời điểm trong tương lai.'],
  'Choose one of your own CVs.': ['Hãy chọn một CV của chính bạn.'],
  'Clash: interviewer {name} already has an interview at {when}.': [
    'Trùng lịch: người phỏng vấn ',
    ['name'],
    ' đã có buổi phỏng vấn ',
    ['when'],
    '.',
  ],
  'Clash: the candidate {name} already has an interview at {when}.': [
    'Trùng lịch: ứng viên ',
    ['name'],
    ' đã có buổi phỏng vấn ',
    ['when'],
    '.',
  ],
  'Company is required': ['Vui lòng nhập tên công ty'],
  'Company: {company}': ['Công ty: ', ['company']],
  'Congratulations on your new role as {title} at {company}. We wish you every success.': [
    'Chúc mừng bạn với vị trí mới ',
    ['title'],
    ' tại ',
    ['company'],
    '. Chúc bạn thật nhiều thành công.',
  ],
  'Congratulations! {company} would like to make you an offer for the {title} position.': [
    'Xin chúc mừng! ',
    ['company'],
    ' muốn gửi đến bạn lời mời nhận việc cho vị trí ',
    ['title'],
    '.',
  ],
  'Contact us': ['Liên hệ với chúng tôi'],
  'Continue to the payment page to pay for the {plan} plan.': [
    'Tiếp tục đến trang thanh toán để trả tiền cho gói ',
    ['plan'],
    '.',
  ],
  'Continue to the payment page.': ['Tiếp tục đến trang thanh toán.'],
  'Could not reach GitHub. Please try again.': ['Không thể kết nối tới GitHub. Vui lòng thử lại.'],
  'Create a free DotTrip account to apply for IT jobs and keep your candidate profile.': [
    'Tạo tài khoản DotTrip miễn phí để ứng tuyển việc làm IT và lưu hồ sơ ứng viên của bạn.',
  ],
  'Create an account': ['Tạo tài khoản'],
  'Date: {date}': ['Ngày: ', ['date']],
  'DotTrip builds open-source software, runs a developer network and a recruitment platform for IT jobs in Vietnam.':
    [
      'DotTrip phát triển phần mềm mã nguồn mở, xây dựng mạng lưới lập trình viên và nền tảng tuyển dụng việc làm IT tại Việt Nam.',
    ],
  'DotTrip needs JavaScript. You can also reach us at': [
    'DotTrip cần JavaScript để hoạt động. Bạn cũng có thể liên hệ với chúng tôi qua',
  ],
  'DotTrip: open-source software, a developer network and a recruitment platform.': [
    'DotTrip: phần mềm mã nguồn mở, mạng lưới lập trình viên và nền tảng tuyển dụng.',
  ],
  'DotTrip: open-source software, developers and IT jobs in Vietnam': [
    'DotTrip: phần mềm mã nguồn mở, lập trình viên và việc làm IT tại Việt Nam',
  ],
  'Email support': ['Hỗ trợ qua email'],
  'Enter a real date and time (that day or hour does not exist).': [
    'Hãy nhập ngày giờ có thật (ngày hoặc giờ này không tồn tại).',
  ],
  'Enter a whole web address, such as https://example.com/webhooks.': [
    'Hãy nhập một địa chỉ web đầy đủ, ví dụ https://example.com/webhooks.',
  ],
  'Enter it in Edit Profile to make {email} the address of your account.': [
    'Nhập mã này trong trang Chỉnh sửa hồ sơ để dùng ',
    ['email'],
    ' làm địa chỉ email của tài khoản.',
  ],
  'Enter it on the registration page to activate your account. The code is valid for 15 minutes and can be used once.':
    [
      'Nhập mã này trên trang đăng ký để kích hoạt tài khoản. Mã có hiệu lực trong 15 phút và chỉ dùng được một lần.',
    ],
  'Every delivery to {url} has failed for 3 days, so {brand} turned this endpoint off. Events that happen while it is off are not sent to it.':
    [
      'Mọi lần gửi tới ',
      ['url'],
      ' đã thất bại suốt 3 ngày, nên ',
      ['brand'],
      ' đã tắt địa chỉ này. Các sự kiện xảy ra trong lúc nó tắt sẽ không được gửi tới nó.',
    ],
  'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). Remove a member or an invitation first.':
    ['Gói của bạn đã dùng hết chỗ (', ['limit'], ' chỗ). Hãy xóa bớt một thành viên hoặc một lời mời trước.'],
  'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). The {plan} plan has {seats, plural, one {# seat} other {# seats}}: upgrade, or remove a member or an invitation first.':
    [
      'Gói của bạn đã dùng hết chỗ (',
      ['limit'],
      ' chỗ). Gói ',
      ['plan'],
      ' có ',
      ['seats'],
      ' chỗ: hãy nâng cấp, hoặc xóa bớt một thành viên hay một lời mời trước.',
    ],
  'Features of the {plan} plan, such as the candidate tracking tool and priority display, are off.': [
    'Các tính năng của gói ',
    ['plan'],
    ', như công cụ theo dõi ứng viên và hiển thị ưu tiên, đã tắt.',
  ],
  'Feedback opens when the interview starts: {when}.': [
    'Chỉ có thể gửi đánh giá khi buổi phỏng vấn đã bắt đầu: ',
    ['when'],
    '.',
  ],
  'Fix the receiver, then turn the endpoint on again on your company page; you can send the failed deliveries again from its delivery log.':
    [
      'Hãy sửa bên nhận, rồi bật lại địa chỉ này trên trang công ty; bạn có thể gửi lại các lần gửi thất bại từ nhật ký gửi của nó.',
    ],
  'Following your interview for {title}': ['Sau buổi phỏng vấn vị trí ', ['title']],
  'From {min} VND a month': ['Từ ', ['min'], ' VND/tháng'],
  'From: {sender}': ['Người gửi: ', ['sender']],
  'Get a code by e-mail to choose a new password for your DotTrip account.': [
    'Nhận mã qua email để đặt mật khẩu mới cho tài khoản DotTrip của bạn.',
  ],
  'GitHub answered with status {status}.': ['GitHub trả về mã trạng thái ', ['status'], '.'],
  'GitHub error: {code}': ['Lỗi từ GitHub: ', ['code']],
  'GitHub error: {code} ({description})': ['Lỗi từ GitHub: ', ['code'], ' (', ['description'], ')'],
  'Give a reason for the rejection.': ['Hãy nêu lý do từ chối.'],
  'Give the article a title in at least one language': [
    'Hãy đặt tiêu đề cho bài viết bằng ít nhất một ngôn ngữ',
  ],
  'Good news: the hiring team at {company} is now reviewing your application for {title}.': [
    'Tin vui: đội ngũ tuyển dụng của ',
    ['company'],
    ' đang xem xét hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' của bạn.',
  ],
  'Guides for job seekers and employers from DotTrip: writing a CV, interviews, the job board and hiring.': [
    'Hướng dẫn của DotTrip cho người tìm việc và nhà tuyển dụng: viết CV, phỏng vấn, bảng việc làm và tuyển dụng.',
  ],
  'Hello {name},': ['Chào ', ['name'], ','],
  'Hello,': ['Xin chào,'],
  'How: {type}': [
    'Hình thức: ',
    [
      'type',
      'select',
      { phone: ['Điện thoại'], video: ['Trực tuyến (video)'], onsite: ['Trực tiếp'], other: [['type']] },
    ],
  ],
  'How: {type} — {location}': [
    'Hình thức: ',
    [
      'type',
      'select',
      { phone: ['Điện thoại'], video: ['Trực tuyến (video)'], onsite: ['Trực tiếp'], other: [['type']] },
    ],
    ' — ',
    ['location'],
  ],
  'IT jobs in Vietnam': ['Việc làm IT tại Việt Nam'],
  'If this was not you, contact us at once from the contact page.': [
    'Nếu không phải bạn thực hiện, hãy liên hệ ngay với chúng tôi qua trang Liên hệ.',
  ],
  'If this was not you, reset your password now and check the sessions listed in Edit Profile.': [
    'Nếu không phải bạn thực hiện, hãy đặt lại mật khẩu ngay và kiểm tra các phiên đăng nhập trong trang Chỉnh sửa hồ sơ.',
  ],
  'If you did not ask for this, you can ignore this e-mail: your password stays as it is.': [
    'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  ],
  'If you did not create an account, you can ignore this e-mail.': [
    'Nếu bạn không tạo tài khoản, bạn có thể bỏ qua email này.',
  ],
  'Interview cancelled: {title} at {company}': ['Đã hủy phỏng vấn: ', ['title'], ' tại ', ['company']],
  'Interview moved: {title} at {company}, now {when}': [
    'Đổi lịch phỏng vấn: ',
    ['title'],
    ' tại ',
    ['company'],
    ', lịch mới ',
    ['when'],
  ],
  'Interview: {candidate} — {title} at {company}': [
    'Phỏng vấn: ',
    ['candidate'],
    ' — ',
    ['title'],
    ' tại ',
    ['company'],
  ],
  'Interview: {title} at {company}, {when}': ['Phỏng vấn: ', ['title'], ' tại ', ['company'], ', ', ['when']],
  'Interviewers must be members of your company.': ['Người phỏng vấn phải là thành viên của công ty bạn.'],
  'Interviewers must be staff or admin users, or members of the posting’s company.': [
    'Người phỏng vấn phải là nhân viên, quản trị viên hoặc thành viên của công ty đăng tin.',
  ],
  'Invalid token.': ['Mã truy cập không hợp lệ.'],
  'Invalid value': ['Giá trị không hợp lệ'],
  'It is valid for 15 minutes and can be used once. Resetting the password signs you out everywhere.': [
    'Mã có hiệu lực trong 15 phút và chỉ dùng được một lần. Đặt lại mật khẩu sẽ đăng xuất bạn khỏi mọi thiết bị.',
  ],
  'Item: {item}': ['Nội dung: ', ['item']],
  'Job not found': ['Không tìm thấy việc làm'],
  Location: ['Địa điểm'],
  'Malformed URL.': ['Địa chỉ URL không hợp lệ.'],
  'Manage your job alerts': ['Quản lý thông báo việc làm'],
  'Meet the DotTrip team, and see the positions open to join us.': [
    'Gặp gỡ đội ngũ DotTrip và xem các vị trí đang tuyển để cùng làm việc với chúng tôi.',
  ],
  'Multi-user management': ['Quản lý nhiều người dùng'],
  'Name the company of this posting.': ['Hãy nhập tên công ty cho tin tuyển dụng này.'],
  'New application: {candidate} for {title}': ['Hồ sơ mới: ', ['candidate'], ' ứng tuyển ', ['title']],
  'New contact message from {name}': ['Tin nhắn liên hệ mới từ ', ['name']],
  'New message from {from}': ['Tin nhắn mới từ ', ['from']],
  'New message from {from} about {title}': ['Tin nhắn mới từ ', ['from'], ' về vị trí ', ['title']],
  'No change of plan is scheduled.': ['Không có thay đổi gói nào đã được lên lịch.'],
  'No longer on the interview: {title} at {company}, {when}': [
    'Bạn không còn tham gia phỏng vấn: ',
    ['title'],
    ' tại ',
    ['company'],
    ', ',
    ['when'],
  ],
  'No such API route.': ['Không có đường dẫn API này.'],
  'No such file.': ['Không có tệp này.'],
  'No such session.': ['Không có phiên đăng nhập này.'],
  'Not a member of the support team': ['Không phải thành viên đội hỗ trợ'],
  'Not a valid cursor': ['Con trỏ trang không hợp lệ'],
  'Not found.': ['Không tìm thấy.'],
  'Notes: {notes}': ['Ghi chú: ', ['notes']],
  'One file only': ['Chỉ một tệp'],
  'Only PDF or DOCX files are accepted (checked by content, not by name)': [
    'Chỉ chấp nhận tệp PDF hoặc DOCX (kiểm tra theo nội dung, không theo tên tệp)',
  ],
  'Only a cheaper paid plan can be scheduled for the end of the period.': [
    'Chỉ có thể lên lịch chuyển sang một gói trả phí rẻ hơn vào cuối kỳ.',
  ],
  'Only a company’s owner and recruiters have recruiting settings.': [
    'Chỉ chủ sở hữu và nhà tuyển dụng của công ty mới có cài đặt tuyển dụng.',
  ],
  'Only a company’s owner and recruiters use message templates.': [
    'Chỉ chủ sở hữu và nhà tuyển dụng của công ty mới dùng được mẫu tin nhắn.',
  ],
  'Only a failed mail can be sent again.': ['Chỉ có thể gửi lại email đã gửi thất bại.'],
  'Only a paid order can be refunded.': ['Chỉ đơn hàng đã thanh toán mới có thể được hoàn tiền.'],
  'Only an employer account has a package to cancel.': [
    'Chỉ tài khoản nhà tuyển dụng mới có gói dịch vụ để hủy.',
  ],
  'Only member accounts can apply for jobs.': ['Chỉ tài khoản thành viên mới có thể ứng tuyển.'],
  'Only staff can add candidates by hand.': ['Chỉ nhân viên mới có thể thêm ứng viên thủ công.'],
  'Only staff can feature a job posting.': ['Chỉ nhân viên mới có thể đặt tin tuyển dụng nổi bật.'],
  'Only staff can merge candidates.': ['Chỉ nhân viên mới có thể gộp ứng viên.'],
  'Only the company’s owner can cancel its package.': ['Chỉ chủ sở hữu công ty mới có thể hủy gói.'],
  'Only the company’s owner can change its profile.': [
    'Chỉ chủ sở hữu công ty mới có thể sửa hồ sơ công ty.',
  ],
  'Only the company’s owner can manage its API keys.': [
    'Chỉ chủ sở hữu công ty mới có thể quản lý khóa API.',
  ],
  'Only the company’s owner can manage its members.': [
    'Chỉ chủ sở hữu công ty mới có thể quản lý thành viên.',
  ],
  'Only the company’s owner can manage its webhooks.': [
    'Chỉ chủ sở hữu công ty mới quản lý được webhook của công ty.',
  ],
  'Only the company’s owner can pay for its package.': [
    'Chỉ chủ sở hữu công ty mới có thể thanh toán gói dịch vụ.',
  ],
  'Only the interviewers of this interview can leave feedback.': [
    'Chỉ người phỏng vấn của buổi phỏng vấn này mới có thể gửi đánh giá.',
  ],
  'Only the support team writes internal notes.': ['Chỉ đội hỗ trợ mới viết được ghi chú nội bộ.'],
  'Open Edit Profile': ['Mở trang Chỉnh sửa hồ sơ'],
  'Open billing': ['Mở trang thanh toán'],
  'Open my interviews': ['Mở lịch phỏng vấn của tôi'],
  'Open the application': ['Mở hồ sơ ứng tuyển'],
  'Open the applications': ['Mở danh sách hồ sơ'],
  'Open the billing page': ['Mở trang thanh toán'],
  'Open the company page': ['Mở trang công ty'],
  'Open the contact form': ['Mở biểu mẫu liên hệ'],
  'Open the conversation': ['Mở cuộc trò chuyện'],
  'Open the link to accept: sign in if you already have an account with this address, or create one. The link is valid for 7 days and can be used once.':
    [
      'Mở liên kết để chấp nhận: đăng nhập nếu bạn đã có tài khoản với địa chỉ này, hoặc tạo tài khoản mới. Liên kết có hiệu lực trong 7 ngày và chỉ dùng được một lần.',
    ],
  'Open the settings': ['Mở trang cài đặt'],
  'Open the ticket': ['Mở phiếu hỗ trợ'],
  'Open your dashboard': ['Mở bảng điều khiển'],
  'Open your projects': ['Mở dự án của bạn'],
  'Open-source projects built and maintained by DotTrip and its developer community.': [
    'Các dự án mã nguồn mở do DotTrip và cộng đồng lập trình viên xây dựng và duy trì.',
  ],
  'Order {ref}, VNPay transaction {transaction}': [
    'Đơn hàng ',
    ['ref'],
    ', giao dịch VNPay ',
    ['transaction'],
  ],
  'Our team': ['Đội ngũ của chúng tôi'],
  'Pay the next month': ['Thanh toán tháng tiếp theo'],
  'Pay the next month ({amount}) before then to keep it without a break.': [
    'Hãy thanh toán tháng tiếp theo (',
    ['amount'],
    ') trước thời điểm đó để gói không bị gián đoạn.',
  ],
  'Pay the next month ({amount}) to keep it: the new month starts when the current one ends, so paying early loses nothing.':
    [
      'Thanh toán tháng tiếp theo (',
      ['amount'],
      ') để tiếp tục sử dụng: tháng mới bắt đầu khi tháng hiện tại kết thúc, nên thanh toán sớm không mất ngày nào.',
    ],
  'Pay the next month of your current plan first; then you can change the plan.': [
    'Hãy thanh toán tháng tiếp theo của gói hiện tại trước, sau đó bạn có thể đổi gói.',
  ],
  'Payment received. Waiting for the gateway’s confirmation…': [
    'Đã nhận thanh toán. Đang chờ cổng thanh toán xác nhận…',
  ],
  'Payment received. Your package is active.': ['Đã nhận thanh toán. Gói của bạn đang hoạt động.'],
  'Payments are not set up on this server.': ['Máy chủ này chưa được cấu hình thanh toán.'],
  'Period: {start} to {end}': ['Kỳ sử dụng: từ ', ['start'], ' đến ', ['end']],
  'Please wait a minute before asking for another code.': ['Vui lòng đợi một phút trước khi yêu cầu mã mới.'],
  'Post not found': ['Không tìm thấy bài viết'],
  'Priority display': ['Hiển thị ưu tiên'],
  Projects: ['Dự án'],
  'Publish the posting before adding candidates to it.': [
    'Hãy đăng tin tuyển dụng trước khi thêm ứng viên vào tin.',
  ],
  'Rate the attributes of this interview’s kit, each once': [
    'Chỉ đánh giá các tiêu chí trong bộ câu hỏi phỏng vấn này, mỗi tiêu chí một lần',
  ],
  'Receipt number: {number}': ['Số biên nhận: ', ['number']],
  'Receipt {number}: {plan} plan, {amount}': ['Biên nhận ', ['number'], ': gói ', ['plan'], ', ', ['amount']],
  'Record the answer to an offer while the application is in the Offer stage.': [
    'Chỉ ghi nhận phản hồi lời mời khi hồ sơ đang ở vòng Mời nhận việc.',
  ],
  'Registration is closed at the moment. Ask an administrator for an invitation to join.': [
    'Hiện chưa mở đăng ký. Hãy đề nghị quản trị viên gửi lời mời để tham gia.',
  ],
  'Remove the internal reason from the mail': ['Hãy bỏ lý do nội bộ khỏi thư'],
  'Reports are for the owner and recruiters of a company.': [
    'Báo cáo dành cho chủ sở hữu và nhà tuyển dụng của công ty.',
  ],
  Requirements: ['Yêu cầu'],
  'Reset the password': ['Đặt lại mật khẩu'],
  'Reset your password': ['Đặt lại mật khẩu'],
  'Reset your {brand} password': ['Đặt lại mật khẩu ', ['brand'], ' của bạn'],
  Resources: ['Tài liệu'],
  Salary: ['Mức lương'],
  'Salary negotiable': ['Lương thỏa thuận'],
  Script: ['Tập lệnh'],
  'See my applications': ['Xem hồ sơ ứng tuyển của tôi'],
  'See the plans': ['Xem các gói dịch vụ'],
  'See this search on the board': ['Xem tìm kiếm này trên bảng việc làm'],
  'Send 1 to 255 printable ASCII characters as the Idempotency-Key.': [
    'Hãy gửi Idempotency-Key gồm 1 đến 255 ký tự ASCII in được.',
  ],
  'Send one CV file with the form.': ['Hãy gửi kèm đúng một tệp CV với biểu mẫu.'],
  'Send one file at a time.': ['Mỗi lần chỉ gửi một tệp.'],
  'Send one image with the form.': ['Hãy gửi một hình ảnh kèm biểu mẫu.'],
  'Send the request body as application/json.': ['Hãy gửi nội dung yêu cầu dưới dạng application/json.'],
  'Set up your company profile before posting a job.': [
    'Hãy thiết lập hồ sơ công ty trước khi đăng tin tuyển dụng.',
  ],
  'Set up your company profile first (PUT /api/employer/company)': [
    'Hãy thiết lập hồ sơ công ty trước (PUT /api/employer/company)',
  ],
  'Sign in': ['Đăng nhập'],
  'Sign in to DotTrip to apply for jobs, follow your applications or manage your postings.': [
    'Đăng nhập DotTrip để ứng tuyển, theo dõi hồ sơ đã nộp hoặc quản lý tin tuyển dụng của bạn.',
  ],
  Skills: ['Kỹ năng'],
  'Someone else changed this kit since you opened it. Reload it to see their changes, then edit again.': [
    'Người khác đã thay đổi bộ câu hỏi này từ lúc bạn mở. Hãy tải lại để xem thay đổi của họ rồi chỉnh sửa lại.',
  ],
  'Something went wrong on our side. Please try again later.': [
    'Hệ thống đang gặp sự cố. Vui lòng thử lại sau.',
  ],
  'Staff and admin accounts cannot join a company.': [
    'Tài khoản nhân viên và quản trị viên không thể tham gia công ty.',
  ],
  'Staff and admin accounts cannot take an employer plan.': [
    'Tài khoản nhân viên và quản trị viên không thể đăng ký gói nhà tuyển dụng.',
  ],
  'Text must not contain NUL characters ("{field}").': [
    'Văn bản không được chứa ký tự NUL ("',
    ['field'],
    '").',
  ],
  'Text must not contain NUL characters.': ['Văn bản không được chứa ký tự NUL.'],
  'Thank you for applying for {title} at {company}.': [
    'Cảm ơn bạn đã ứng tuyển vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    '.',
  ],
  'Thank you for applying for {title} at {company}. Your application has reached the hiring team.': [
    'Cảm ơn bạn đã ứng tuyển vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    '. Hồ sơ của bạn đã được gửi tới đội ngũ tuyển dụng.',
  ],
  'Thank you for meeting us and for the time you gave to the interviews for {title} at {company}. We enjoyed learning about your work.':
    [
      'Cảm ơn bạn đã gặp gỡ và dành thời gian cho các buổi phỏng vấn vị trí ',
      ['title'],
      ' tại ',
      ['company'],
      '. Chúng tôi rất vui khi được tìm hiểu về công việc của bạn.',
    ],
  'Thank you for the time and care you put into your application for {title} at {company}.': [
    'Cảm ơn bạn đã dành thời gian và tâm huyết cho hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    '.',
  ],
  'Thank you for your interest in {title} at {company} and for the time you spent on your application.': [
    'Cảm ơn bạn đã quan tâm đến vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' và đã dành thời gian cho hồ sơ ứng tuyển.',
  ],
  'Thank you for your payment. This is your receipt.': [
    'Cảm ơn bạn đã thanh toán. Đây là biên nhận của bạn.',
  ],
  'The CV is larger than {size} MB.': ['CV lớn hơn ', ['size'], ' MB.'],
  'The CV must be a PDF or a Word (.docx) document; this file is neither.': [
    'CV phải là tệp PDF hoặc Word (.docx); tệp này không thuộc hai định dạng đó.',
  ],
  'The Free plan is missing.': ['Không tìm thấy gói Free.'],
  'The Free plan keeps {count, plural, one {# published posting} other {# published postings}} at most. Close one, or upgrade to publish more.':
    [
      'Gói Free chỉ giữ tối đa ',
      ['count', 'plural', { other: ['#', ' tin tuyển dụng đang đăng'] }],
      '. Hãy đóng bớt một tin, hoặc nâng cấp để đăng thêm.',
    ],
  'The account that made this API key has been disabled by an administrator.': [
    'Tài khoản đã tạo khóa API này đã bị quản trị viên vô hiệu hóa.',
  ],
  'The account to link no longer exists.': ['Tài khoản cần liên kết không còn tồn tại.'],
  'The account was disabled and signed out everywhere.': [
    'Tài khoản đã bị vô hiệu hóa và đăng xuất khỏi mọi thiết bị.',
  ],
  'The account was enabled.': ['Tài khoản đã được kích hoạt lại.'],
  'The account was erased.': ['Tài khoản đã bị xóa vĩnh viễn.'],
  'The account was updated.': ['Tài khoản đã được cập nhật.'],
  'The address is not a valid URL.': ['Địa chỉ không phải là URL hợp lệ.'],
  'The address must be reachable on the internet: loopback, private, link-local and metadata addresses are refused.':
    [
      'Địa chỉ phải truy cập được từ internet: địa chỉ loopback, nội bộ, link-local và địa chỉ metadata đều bị từ chối.',
    ],
  'The address must not contain a user name or password.': [
    'Địa chỉ không được chứa tên người dùng hay mật khẩu.',
  ],
  'The address must start with https://.': ['Địa chỉ phải bắt đầu bằng https://.'],
  'The address’s host name does not resolve.': ['Không phân giải được tên máy chủ của địa chỉ.'],
  'The application is already in {stage, select, applied {Applied} screening {Screening} interview {Interview} offer {Offer} hired {Hired} rejected {Rejected} withdrawn {Withdrawn} other {{stage}}}.':
    [
      'Hồ sơ ứng tuyển đã ở vòng ',
      [
        'stage',
        'select',
        {
          applied: ['Đã ứng tuyển'],
          screening: ['Sàng lọc hồ sơ'],
          interview: ['Phỏng vấn'],
          offer: ['Mời nhận việc'],
          hired: ['Đã tuyển'],
          rejected: ['Không phù hợp'],
          withdrawn: ['Đã rút hồ sơ'],
          other: [['stage']],
        },
      ],
      '.',
    ],
  'The attached calendar invitation adds it to your calendar.': [
    'Lời mời lịch đính kèm sẽ thêm buổi phỏng vấn vào lịch của bạn.',
  ],
  'The attachment is larger than {size} MB.': ['Tệp đính kèm lớn hơn ', ['size'], ' MB.'],
  'The attachment must be a PDF, a Word (.docx) document or a picture (PNG, JPEG, WebP, GIF); this file is none of them.':
    [
      'Tệp đính kèm phải là PDF, tài liệu Word (.docx) hoặc hình ảnh (PNG, JPEG, WebP, GIF); tệp này không thuộc loại nào trong số đó.',
    ],
  'The candidate tracking tool': ['Công cụ theo dõi ứng viên'],
  'The candidate withdrew this application; it cannot be moved.': [
    'Ứng viên đã rút hồ sơ này nên không thể chuyển vòng.',
  ],
  'The code is valid for 15 minutes and can be used once. If you did not ask for this, ignore this e-mail.': [
    'Mã có hiệu lực trong 15 phút và chỉ dùng được một lần. Nếu bạn không yêu cầu việc này, hãy bỏ qua email này.',
  ],
  'The deadline has passed; choose today or a later day.': [
    'Hạn nộp hồ sơ đã qua; hãy chọn hôm nay hoặc một ngày sau.',
  ],
  'The expiry must be in the future.': ['Thời hạn phải ở trong tương lai.'],
  'The feedback does not match the interview kit; reload and try again.': [
    'Đánh giá không khớp với bộ câu hỏi phỏng vấn; hãy tải lại trang và thử lại.',
  ],
  'The file is empty.': ['Tệp trống.'],
  'The file is larger than {size} MB.': ['Tệp lớn hơn ', ['size'], ' MB.'],
  'The first month of the {plan} plan is already paid: the change can no longer be cancelled.': [
    'Tháng đầu tiên của gói ',
    ['plan'],
    ' đã được thanh toán: không thể hủy thay đổi này nữa.',
  ],
  'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.': [
    'Dữ liệu biểu mẫu tải lên bị lỗi hoặc không đầy đủ (multipart/form-data). Vui lòng gửi lại biểu mẫu.',
  ],
  'The hiring team at {company} would like to meet you for the {title} position.': [
    'Đội ngũ tuyển dụng của ',
    ['company'],
    ' muốn gặp bạn để trao đổi về vị trí ',
    ['title'],
    '.',
  ],
  'The hiring team will contact you with the details.': [
    'Đội ngũ tuyển dụng sẽ liên hệ với bạn để trao đổi chi tiết.',
  ],
  'The image is larger than {size} MB.': ['Hình ảnh lớn hơn ', ['size'], ' MB.'],
  'The image must be a PNG, JPEG, WebP or GIF file; this file is none of them.': [
    'Hình ảnh phải là tệp PNG, JPEG, WebP hoặc GIF; tệp này không thuộc loại nào trong số đó.',
  ],
  'The interview for {title} at {company} has new details.': [
    'Buổi phỏng vấn vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' có thông tin mới.',
  ],
  'The interview for {title} at {company} planned for {when} has been cancelled.': [
    'Buổi phỏng vấn vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' dự kiến ',
    ['when'],
    ' đã bị hủy.',
  ],
  'The interview goes ahead without you; the attached cancellation removes it from your calendar.': [
    'Buổi phỏng vấn vẫn diễn ra mà không có bạn; tệp hủy lịch đính kèm sẽ gỡ buổi này khỏi lịch của bạn.',
  ],
  'The interview is already cancelled.': ['Buổi phỏng vấn đã được hủy trước đó.'],
  'The interview must start in the future; choose a later time.': [
    'Thời gian phỏng vấn phải ở tương lai; hãy chọn thời điểm muộn hơn.',
  ],
  'The invitation was revoked.': ['Lời mời đã bị thu hồi.'],
  'The invitation was sent again.': ['Lời mời đã được gửi lại.'],
  'The link is valid for 7 days and can be used once. If you did not expect this, you can ignore this e-mail.':
    [
      'Liên kết có hiệu lực trong 7 ngày và chỉ dùng được một lần. Nếu bạn không mong đợi lời mời này, bạn có thể bỏ qua email này.',
    ],
  'The mail to the candidate must not contain the internal rejection reason.': [
    'Thư gửi ứng viên không được chứa lý do từ chối nội bộ.',
  ],
  'The mail will be sent again in a moment.': ['Email sẽ được gửi lại trong giây lát.'],
  'The member was removed from the company.': ['Đã xóa thành viên khỏi công ty.'],
  'The next month is already paid.': ['Tháng tiếp theo đã được thanh toán.'],
  'The next month’s payment is for the {scheduled} plan ({amount}).': [
    'Khoản thanh toán tháng tiếp theo là cho gói ',
    ['scheduled'],
    ' (',
    ['amount'],
    ').',
  ],
  'The owner cannot leave the company. Cancel the package instead.': [
    'Chủ sở hữu không thể rời công ty. Hãy hủy gói thay vào đó.',
  ],
  'The owner’s place cannot be changed. Cancelling the package ends the company’s access.': [
    'Không thể thay đổi vai trò của chủ sở hữu. Hủy gói sẽ chấm dứt quyền truy cập của công ty.',
  ],
  'The page cursor is not valid; start from the first page.': [
    'Con trỏ trang không hợp lệ; hãy bắt đầu lại từ trang đầu.',
  ],
  'The paid period is over: choose a plan on the billing page to buy a package again.': [
    'Kỳ đã thanh toán đã kết thúc: hãy chọn một gói trên trang thanh toán để mua lại.',
  ],
  'The paid period of your {plan} package is over. It stays active until {date}.': [
    'Kỳ đã thanh toán của gói ',
    ['plan'],
    ' đã hết. Gói vẫn hoạt động đến ',
    ['date'],
    '.',
  ],
  'The password of your account was just changed, and every other device was signed out.': [
    'Mật khẩu tài khoản của bạn vừa được thay đổi và mọi thiết bị khác đã bị đăng xuất.',
  ],
  'The payment did not go through. Your account has not changed.': [
    'Thanh toán không thành công. Tài khoản của bạn không thay đổi.',
  ],
  'The payment for order {ref} was refunded, so what it changed is taken back: your company stays on the {plan} plan until {date}, then moves to the {scheduled} plan you had scheduled before that payment.':
    [
      'Khoản thanh toán cho đơn hàng ',
      ['ref'],
      ' đã được hoàn tiền, nên những gì nó thay đổi được hoàn lại: công ty của bạn tiếp tục dùng gói ',
      ['plan'],
      ' đến ngày ',
      ['date'],
      ', rồi chuyển sang gói ',
      ['scheduled'],
      ' mà bạn đã hẹn trước khoản thanh toán đó.',
    ],
  'The payment for the {plan} package of {company} was refunded, so the package has ended. The company is on the Free plan now.':
    [
      'Khoản thanh toán cho gói ',
      ['plan'],
      ' của ',
      ['company'],
      ' đã được hoàn tiền nên gói đã kết thúc. Công ty hiện đang dùng gói Free.',
    ],
  'The period ends before it starts': ['Ngày kết thúc trước ngày bắt đầu'],
  'The permissions are the role’s defaults again.': ['Quyền của tài khoản đã trở về mặc định của vai trò.'],
  'The permissions were saved.': ['Đã lưu quyền.'],
  'The position has now been filled, so we will not be moving forward with your application for it.': [
    'Vị trí này hiện đã tuyển được người, vì vậy chúng tôi sẽ không tiếp tục với hồ sơ của bạn cho vị trí này.',
  ],
  'The posting changed meanwhile; reload and try again.': [
    'Tin tuyển dụng vừa được thay đổi; hãy tải lại trang và thử lại.',
  ],
  'The published version is up to date; edit the project to submit a revision.': [
    'Phiên bản đã đăng đang là bản mới nhất; hãy chỉnh sửa dự án để gửi bản sửa đổi.',
  ],
  'The renewal is already stopped.': ['Việc gia hạn đã được dừng trước đó.'],
  'The renewal of your package is not stopped.': ['Gói của bạn không bị dừng gia hạn.'],
  'The renewal of your package is stopped: resume it first, then choose the plan that follows the period.': [
    'Việc gia hạn gói của bạn đã bị dừng: hãy bật lại gia hạn trước, sau đó chọn gói cho kỳ tiếp theo.',
  ],
  'The request body has a key the server never accepts (__proto__ or constructor.prototype).': [
    'Nội dung yêu cầu có một khóa mà máy chủ không bao giờ chấp nhận (__proto__ hoặc constructor.prototype).',
  ],
  'The request body is empty; send a JSON object.': [
    'Nội dung yêu cầu đang trống; hãy gửi một đối tượng JSON.',
  ],
  'The request body is larger than 1 MiB.': ['Nội dung yêu cầu lớn hơn 1 MiB.'],
  'The request body is not valid JSON.': ['Nội dung yêu cầu không phải JSON hợp lệ.'],
  'The request did not arrive in time. Please try again.': [
    'Yêu cầu không đến kịp thời hạn. Vui lòng thử lại.',
  ],
  'The request is not valid HTTP.': ['Yêu cầu không phải HTTP hợp lệ.'],
  'The request with this Idempotency-Key was carried out, but its reply was lost. Look up the result instead of sending the request again.':
    [
      'Yêu cầu với Idempotency-Key này đã được thực hiện, nhưng phản hồi của nó đã bị mất. Hãy tra cứu kết quả thay vì gửi lại yêu cầu.',
    ],
  'The request’s address and headers are too large: together they may hold at most 16 KB.': [
    'Địa chỉ và phần đầu (header) của yêu cầu quá lớn: tổng cộng tối đa 16 KB.',
  ],
  'The reviewer asks for changes to “{title}” before it can be published. Edit it and submit it again.': [
    'Người duyệt yêu cầu chỉnh sửa “',
    ['title'],
    '” trước khi có thể đăng. Hãy chỉnh sửa và gửi lại.',
  ],
  'The reviewer’s reason:': ['Lý do của người duyệt:'],
  'The scheduled change is cancelled: your package renews on the {plan} plan.': [
    'Đã hủy thay đổi đã lên lịch: gói của bạn sẽ gia hạn với gói ',
    ['plan'],
    '.',
  ],
  'The service cannot reach its database just now. Please try again in a moment.': [
    'Hệ thống tạm thời không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau giây lát.',
  ],
  'The sign-in lockout was cleared.': ['Đã gỡ khóa đăng nhập.'],
  'The {company} hiring team': ['Đội ngũ tuyển dụng ', ['company']],
  'The {count} newest are listed here; see them all on the board.': [
    'Dưới đây là ',
    ['count'],
    ' tin mới nhất; xem tất cả trên bảng việc làm.',
  ],
  'The {plan} package of {company} is paid until {date}.': [
    'Gói ',
    ['plan'],
    ' của ',
    ['company'],
    ' đã được thanh toán đến hết ngày ',
    ['date'],
    '.',
  ],
  'The {plan} package of {company} was not renewed and has ended. The company is on the Free plan now.': [
    'Gói ',
    ['plan'],
    ' của ',
    ['company'],
    ' không được gia hạn và đã kết thúc. Công ty hiện đang dùng gói Free.',
  ],
  'The {plan} plan': ['Gói ', ['plan']],
  'The {plan} plan includes {seats, plural, one {# seat} other {# seats}} and your company uses {used} (members and open invitations). Remove {free, plural, one {# member or invitation} other {# members or invitations}} on the Company page before moving to {plan}; their records stay with the company.':
    [
      'Gói ',
      ['plan'],
      ' có ',
      ['seats'],
      ' chỗ và công ty của bạn đang dùng ',
      ['used'],
      ' (thành viên và lời mời còn hiệu lực). Hãy xóa bớt ',
      ['free'],
      ' thành viên hoặc lời mời ở trang Công ty trước khi chuyển sang gói ',
      ['plan'],
      '; dữ liệu của họ vẫn được công ty giữ lại.',
    ],
  'The {scheduled} plan you scheduled did not start: it includes {seats, plural, one {# seat} other {# seats}} and your company now uses {used} (members and open invitations). Nobody was removed.':
    [
      'Gói ',
      ['scheduled'],
      ' bạn đã lên lịch chưa được áp dụng: gói này có ',
      ['seats'],
      ' chỗ và công ty của bạn hiện đang dùng ',
      ['used'],
      ' (thành viên và lời mời còn hiệu lực). Không ai bị xóa khỏi công ty.',
    ],
  'The {title} position at {company} has been filled': [
    'Vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' đã tuyển được người',
  ],
  'They will contact you about the next step.': ['Họ sẽ liên hệ với bạn về bước tiếp theo.'],
  'This API key does not exist or is already revoked.': ['Khóa API này không tồn tại hoặc đã bị thu hồi.'],
  'This API key has used its requests for this minute. Wait and try again.': [
    'Khóa API này đã dùng hết số yêu cầu của phút này. Hãy chờ rồi thử lại.',
  ],
  'This API key lacks the scope {scope}.': ['Khóa API này không có phạm vi ', ['scope'], '.'],
  'This CV does not exist.': ['CV này không tồn tại.'],
  'This GitHub account is already linked to another account.': [
    'Tài khoản GitHub này đã được liên kết với một tài khoản khác.',
  ],
  'This Idempotency-Key was used for a different request. Use a new key for a new request.': [
    'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy dùng khóa mới cho yêu cầu mới.',
  ],
  'This Word document cannot be shown here; download it instead.': [
    'Không thể hiển thị tài liệu Word này tại đây; hãy tải xuống để xem.',
  ],
  'This account does not exist.': ['Tài khoản này không tồn tại.'],
  'This account has been disabled by an administrator. Contact us if you think this is a mistake.': [
    'Tài khoản này đã bị quản trị viên vô hiệu hóa. Hãy liên hệ với chúng tôi nếu bạn cho rằng đây là nhầm lẫn.',
  ],
  'This account has no pending invitation.': ['Tài khoản này không có lời mời nào đang chờ.'],
  'This account holds permissions you do not hold; only an administrator with them can change it.': [
    'Tài khoản này có những quyền mà bạn không có; chỉ quản trị viên có các quyền đó mới thay đổi được.',
  ],
  'This account is already disabled.': ['Tài khoản này đã bị vô hiệu hóa.'],
  'This account is disabled: enable it before sending a password reset link.': [
    'Tài khoản này đang bị vô hiệu hóa: hãy kích hoạt lại trước khi gửi liên kết đặt lại mật khẩu.',
  ],
  'This account is disabled: enable it before sending the invitation again.': [
    'Tài khoản này đang bị vô hiệu hóa: hãy kích hoạt lại trước khi gửi lại lời mời.',
  ],
  'This account is not disabled.': ['Tài khoản này không bị vô hiệu hóa.'],
  'This account was erased.': ['Tài khoản này đã bị xóa vĩnh viễn.'],
  'This account was linked by another sign-in at the same moment. Please try again.': [
    'Tài khoản này vừa được liên kết bởi một lần đăng nhập khác cùng lúc. Vui lòng thử lại.',
  ],
  'This account works in a company: it leaves the company before its role changes. Its owner removes a teammate; an owner cancels the package.':
    [
      'Tài khoản này đang làm việc trong một công ty: tài khoản phải rời công ty trước khi đổi vai trò. Chủ công ty xóa thành viên khỏi nhóm; chủ công ty thì hủy gói dịch vụ.',
    ],
  'This address already has an open invitation. Send it again instead.': [
    'Địa chỉ này đã có một lời mời đang mở. Hãy gửi lại lời mời đó.',
  ],
  'This address does not accept {method}; it accepts {allowed}.': [
    'Địa chỉ này không nhận phương thức ',
    ['method'],
    '; các phương thức được nhận: ',
    ['allowed'],
    '.',
  ],
  'This application does not exist.': ['Hồ sơ ứng tuyển này không tồn tại.'],
  'This application has no CV.': ['Đơn ứng tuyển này không có CV.'],
  'This application has no rejection mail.': ['Hồ sơ này không có thư từ chối.'],
  'This application was rejected; a rejection is final and cannot be moved.': [
    'Hồ sơ này đã bị từ chối; quyết định từ chối là cuối cùng nên không thể chuyển vòng.',
  ],
  'This approval request does not exist.': ['Yêu cầu phê duyệt này không tồn tại.'],
  'This article does not exist.': ['Bài viết này không tồn tại.'],
  'This attachment does not exist.': ['Tệp đính kèm này không tồn tại.'],
  'This authorization code has expired or already been used. Please try signing in again.': [
    'Mã xác thực này đã hết hạn hoặc đã được sử dụng. Vui lòng đăng nhập lại.',
  ],
  'This candidate does not exist.': ['Ứng viên này không tồn tại.'],
  'This candidate has already applied to this posting.': [
    'Ứng viên này đã ứng tuyển vào tin tuyển dụng này.',
  ],
  'This candidate has no CV you can read.': ['Ứng viên này không có CV mà bạn được xem.'],
  'This candidate has no account on DotTrip, so messages cannot reach them. Use their e-mail address instead.':
    [
      'Ứng viên này không có tài khoản DotTrip nên không thể nhận tin nhắn. Hãy liên hệ qua địa chỉ e-mail của họ.',
    ],
  'This candidate has no e-mail address; reject without a mail.': [
    'Ứng viên này không có địa chỉ e-mail; hãy từ chối mà không gửi thư.',
  ],
  'This canned reply does not exist.': ['Câu trả lời mẫu này không tồn tại.'],
  'This category does not exist.': ['Danh mục này không tồn tại.'],
  'This conversation does not exist.': ['Cuộc trò chuyện này không tồn tại.'],
  'This delivery does not exist.': ['Lần gửi này không tồn tại.'],
  'This endpoint no longer subscribes to this event. Add it to the endpoint’s events first.': [
    'Địa chỉ này không còn nhận sự kiện này. Hãy thêm sự kiện vào danh sách của địa chỉ trước.',
  ],
  'This file does not exist.': ['Tệp này không tồn tại.'],
  'This form can only be sent from its page on this site.': [
    'Biểu mẫu này chỉ gửi được từ chính trang của nó trên website này.',
  ],
  'This image does not exist.': ['Hình ảnh này không tồn tại.'],
  'This interview does not exist.': ['Buổi phỏng vấn này không tồn tại.'],
  'This interview has already taken place; it cannot be cancelled.': [
    'Buổi phỏng vấn này đã diễn ra nên không thể hủy.',
  ],
  'This invitation does not exist or is no longer open.': [
    'Lời mời này không tồn tại hoặc không còn hiệu lực.',
  ],
  'This invitation has expired. Ask the administrator to send it again.': [
    'Lời mời này đã hết hạn. Hãy đề nghị quản trị viên gửi lại.',
  ],
  'This invitation has expired. Ask the company’s owner to send it again.': [
    'Lời mời này đã hết hạn. Hãy nhờ chủ sở hữu công ty gửi lại.',
  ],
  'This invitation link is not valid. Ask the administrator for a new one.': [
    'Liên kết lời mời này không hợp lệ. Hãy đề nghị quản trị viên gửi lời mời mới.',
  ],
  'This invitation link is not valid. Ask the company’s owner for a new one.': [
    'Liên kết mời này không hợp lệ. Hãy nhờ chủ sở hữu công ty gửi liên kết mới.',
  ],
  'This invitation was sent to {email}. Sign in with that address to accept it.': [
    'Lời mời này được gửi tới ',
    ['email'],
    '. Hãy đăng nhập bằng địa chỉ đó để chấp nhận.',
  ],
  'This is already waiting for approval.': ['Mục này đang chờ phê duyệt.'],
  'This is the last active administrator; make another account an administrator first.': [
    'Đây là quản trị viên đang hoạt động cuối cùng; hãy cấp quyền quản trị viên cho một tài khoản khác trước.',
  ],
  'This is the test mail you asked for in the settings. The mail transport works.': [
    'Đây là email thử nghiệm bạn đã yêu cầu trong trang cài đặt. Hệ thống gửi email đang hoạt động tốt.',
  ],
  'This job alert does not exist.': ['Thông báo việc làm này không tồn tại.'],
  'This job posting does not exist.': ['Tin tuyển dụng này không tồn tại.'],
  'This kind of file is not accepted': ['Loại tệp này không được chấp nhận'],
  'This mail does not exist.': ['Email này không tồn tại.'],
  'This order does not exist.': ['Đơn hàng này không tồn tại.'],
  'This payment does not exist.': ['Khoản thanh toán này không tồn tại.'],
  'This payment is already marked refunded.': ['Khoản thanh toán này đã được ghi nhận hoàn tiền.'],
  'This payment result could not be verified. Your account has not changed; if you paid, the package starts as soon as the gateway confirms it.':
    [
      'Không thể xác minh kết quả thanh toán này. Tài khoản của bạn không thay đổi; nếu bạn đã thanh toán, gói sẽ bắt đầu ngay khi cổng thanh toán xác nhận.',
    ],
  'This person already belongs to another company.': ['Người này đã thuộc một công ty khác.'],
  'This person is already a member of your company.': ['Người này đã là thành viên của công ty bạn.'],
  'This person is not a member of your company.': ['Người này không phải thành viên của công ty bạn.'],
  'This post does not exist.': ['Bài đăng này không tồn tại.'],
  'This post is already published.': ['Bài đăng này đã được đăng.'],
  'This post is already published; unpublish it first.': ['Bài đăng này đã được đăng; hãy gỡ xuống trước.'],
  'This post is not published or scheduled.': ['Bài đăng này chưa được đăng hoặc hẹn giờ.'],
  'This posting no longer takes applications, so it cannot be saved.': [
    'Tin tuyển dụng này không còn nhận hồ sơ nên không thể lưu.',
  ],
  'This posting no longer takes applications.': ['Tin tuyển dụng này không còn nhận hồ sơ.'],
  'This project does not exist.': ['Dự án này không tồn tại.'],
  'This project is not on the site.': ['Dự án này không có trên trang.'],
  'This project is not waiting for review.': ['Dự án này không ở trạng thái chờ duyệt.'],
  'This project is waiting for review; withdraw it before editing.': [
    'Dự án này đang chờ duyệt; hãy rút lại trước khi chỉnh sửa.',
  ],
  'This rejection mail has already been sent or cancelled.': ['Thư từ chối này đã được gửi hoặc đã bị hủy.'],
  'This request was already decided or withdrawn.': ['Yêu cầu này đã được quyết định hoặc đã bị rút lại.'],
  'This session does not exist or has already ended.': [
    'Phiên đăng nhập này không tồn tại hoặc đã kết thúc.',
  ],
  'This submission is no longer waiting: it was withdrawn or changed.': [
    'Mục gửi này không còn chờ duyệt: nó đã bị rút lại hoặc thay đổi.',
  ],
  'This template does not exist.': ['Mẫu tin nhắn này không tồn tại.'],
  'This ticket does not exist.': ['Phiếu hỗ trợ này không tồn tại.'],
  'This ticket is already closed.': ['Phiếu hỗ trợ này đã được đóng.'],
  'This ticket is already open.': ['Phiếu hỗ trợ này đang mở.'],
  'This unsubscribe link is not valid.': ['Liên kết hủy đăng ký này không hợp lệ.'],
  'This version does not exist.': ['Phiên bản này không tồn tại.'],
  'This webhook endpoint does not exist.': ['Địa chỉ webhook này không tồn tại.'],
  'To answer, write to us again through the contact form.': [
    'Để trả lời, hãy viết lại cho chúng tôi qua biểu mẫu liên hệ.',
  ],
  'To come back, choose a plan.': ['Để quay lại, hãy chọn một gói dịch vụ.'],
  'To move to {scheduled}, remove members or invitations on the Company page, then schedule it again on the billing page.':
    [
      'Để chuyển sang gói ',
      ['scheduled'],
      ', hãy xóa bớt thành viên hoặc lời mời ở trang Công ty, rồi lên lịch lại ở trang thanh toán.',
    ],
  'Too many requests. Please try again later.': ['Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.'],
  'Too many searches from your network. Please wait a moment and try again.': [
    'Mạng của bạn đã tìm kiếm quá nhiều lần. Vui lòng đợi một lát rồi thử lại.',
  ],
  'Total paid: {amount}': ['Tổng thanh toán: ', ['amount']],
  'Turn the endpoint on before sending a delivery again.': ['Hãy bật địa chỉ trước khi gửi lại.'],
  'Turn the endpoint on before sending a test event.': ['Hãy bật địa chỉ trước khi gửi sự kiện thử.'],
  'Unknown CV': ['CV không xác định'],
  'Unknown device': ['Thiết bị không xác định'],
  'Unknown or not allowed interviewer': ['Người phỏng vấn không xác định hoặc không được phép'],
  'Unknown plan.': ['Gói không tồn tại.'],
  'Unknown stage': ['Vòng không hợp lệ'],
  'Unlimited candidates': ['Không giới hạn ứng viên'],
  'Unlock this candidate’s contact details before adding them to a posting.': [
    'Hãy mở khóa thông tin liên hệ của ứng viên này trước khi thêm họ vào tin tuyển dụng.',
  ],
  'Unsubscribe from this alert': ['Hủy đăng ký thông báo này'],
  'Up to 5 candidates': ['Tối đa 5 ứng viên'],
  'Up to {max} VND a month': ['Đến ', ['max'], ' VND/tháng'],
  'Upload the CV as multipart/form-data in the field "cv".': [
    'Hãy tải CV lên dưới dạng multipart/form-data trong trường "cv".',
  ],
  'Upload the file again': ['Hãy tải tệp lên lại'],
  'Upload the file as multipart/form-data in the field "file".': [
    'Hãy tải tệp lên dưới dạng multipart/form-data trong trường "file".',
  ],
  'Upload the image as multipart/form-data in the field "image".': [
    'Hãy tải hình ảnh lên dưới dạng multipart/form-data trong trường "image".',
  ],
  'VAT ({rate}%): {amount}': ['VAT (', ['rate'], '%): ', ['amount']],
  'Validation error': ['Dữ liệu không hợp lệ'],
  'Verify my e-mail address': ['Xác thực địa chỉ email'],
  'We appreciate your interest in {company} and hope our paths cross again. We wish you the very best.': [
    'Chúng tôi trân trọng sự quan tâm của bạn dành cho ',
    ['company'],
    ' và mong sẽ có dịp gặp lại. Chúc bạn mọi điều tốt đẹp nhất.',
  ],
  'We received your application: {title} at {company}': [
    'Chúng tôi đã nhận hồ sơ ứng tuyển của bạn: ',
    ['title'],
    ' tại ',
    ['company'],
  ],
  'We would be glad to see you apply again for future openings that match your experience. We wish you every success in your search.':
    [
      'Chúng tôi rất mong bạn tiếp tục ứng tuyển các vị trí phù hợp với kinh nghiệm của bạn trong tương lai. Chúc bạn thành công trong hành trình tìm việc.',
    ],
  'We would be glad to see you apply again for future openings that match your experience. We wish you the very best in your search.':
    [
      'Chúng tôi rất mong bạn tiếp tục ứng tuyển các vị trí phù hợp với kinh nghiệm của bạn trong tương lai. Chúc bạn sớm tìm được công việc ưng ý.',
    ],
  'We would be happy to hear from you again when a new opening suits you. Best of luck in your search.': [
    'Chúng tôi rất vui được nhận hồ sơ của bạn khi có vị trí mới phù hợp. Chúc bạn may mắn trong hành trình tìm việc.',
  ],
  'Welcome to {company}!': ['Chào mừng bạn đến với ', ['company'], '!'],
  'When: {when} ({minutes} minutes)': ['Thời gian: ', ['when'], ' (', ['minutes'], ' phút)'],
  'While you have unread messages in this conversation, we send at most one notice every 15 minutes.': [
    'Khi bạn còn tin nhắn chưa đọc trong cuộc trò chuyện này, chúng tôi gửi tối đa một thông báo mỗi 15 phút.',
  ],
  'Who we are, what we build and how we work: the story and the people behind DotTrip.': [
    'Chúng tôi là ai, xây dựng gì và làm việc thế nào: câu chuyện và con người phía sau DotTrip.',
  ],
  'Without a payment, the package stays active for 3 more days, then the company returns to the Free plan.': [
    'Nếu không thanh toán, gói vẫn hoạt động thêm 3 ngày, sau đó công ty trở về gói Free.',
  ],
  'Write a message or attach a file.': ['Hãy viết tin nhắn hoặc đính kèm một tệp.'],
  'Write the post before publishing it.': ['Hãy viết nội dung trước khi đăng bài.'],
  'Write to DotTrip: questions about projects, partnerships or hiring on the platform.': [
    'Liên hệ DotTrip: câu hỏi về dự án, hợp tác hoặc tuyển dụng trên nền tảng.',
  ],
  'You already belong to a company. Leave it, or cancel its package, before joining another.': [
    'Bạn đã thuộc một công ty. Hãy rời công ty đó hoặc hủy gói trước khi tham gia công ty khác.',
  ],
  'You are invited to interview for {title}': ['Bạn được mời phỏng vấn vị trí ', ['title']],
  'You are invited to {brand}': ['Bạn được mời tham gia ', ['brand']],
  'You are no longer a member of {company}': ['Bạn không còn là thành viên của ', ['company']],
  'You are no longer an interviewer on the interview for {title} at {company} planned for {when}.': [
    'Bạn không còn là người phỏng vấn của buổi phỏng vấn vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' dự kiến lúc ',
    ['when'],
    '.',
  ],
  'You can cancel the switch on the billing page until that month is paid.': [
    'Bạn có thể hủy việc chuyển gói trên trang thanh toán cho đến khi tháng đó được thanh toán.',
  ],
  'You can choose which application mails you receive on the Notifications page of your dashboard.': [
    'Bạn có thể chọn loại thư thông báo hồ sơ muốn nhận tại trang Thông báo trong bảng điều khiển.',
  ],
  'You can follow every step of it in "My applications".': [
    'Bạn có thể theo dõi từng bước trong mục "Hồ sơ ứng tuyển của tôi".',
  ],
  'You can message only candidates who applied to your company’s postings or whom your company unlocked.': [
    'Bạn chỉ có thể nhắn tin cho ứng viên đã ứng tuyển vào tin tuyển dụng của công ty bạn hoặc đã được công ty bạn mở khóa.',
  ],
  'You cancelled the payment. Your account has not changed.': [
    'Bạn đã hủy thanh toán. Tài khoản của bạn không thay đổi.',
  ],
  'You cannot do this to your own account; ask another administrator.': [
    'Bạn không thể thực hiện thao tác này trên tài khoản của chính mình; hãy nhờ một quản trị viên khác.',
  ],
  'You cannot give a role with permissions you do not hold yourself.': [
    'Bạn không thể gán vai trò có những quyền mà chính bạn không có.',
  ],
  'You cannot grant a permission you do not hold yourself.': [
    'Bạn không thể cấp quyền mà chính bạn không có.',
  ],
  'You do not belong to a company.': ['Bạn không thuộc công ty nào.'],
  'You do not have permission to do this.': ['Bạn không có quyền thực hiện thao tác này.'],
  'You do not hold the permission {permission}.': ['Bạn không có quyền ', ['permission'], '.'],
  'You have already applied to this posting.': ['Bạn đã ứng tuyển tin tuyển dụng này rồi.'],
  'You have sent many applications in the last hour. Please try again later.': [
    'Bạn đã gửi nhiều hồ sơ ứng tuyển trong một giờ qua. Vui lòng thử lại sau.',
  ],
  'You have uploaded many CVs in the last hour. Please try again later.': [
    'Bạn đã tải lên nhiều CV trong một giờ qua. Vui lòng thử lại sau.',
  ],
  'You have uploaded many images in the last hour. Please try again later.': [
    'Bạn đã tải lên nhiều hình ảnh trong một giờ qua. Vui lòng thử lại sau.',
  ],
  'You joined the company.': ['Bạn đã tham gia công ty.'],
  'You left the company.': ['Bạn đã rời công ty.'],
  'You receive this mail because you saved this search on {brand}.': [
    'Bạn nhận thư này vì đã lưu tìm kiếm này trên ',
    ['brand'],
    '.',
  ],
  'You will receive the interview details (time, place or link) in a separate invitation.': [
    'Bạn sẽ nhận được thông tin chi tiết về buổi phỏng vấn (thời gian, địa điểm hoặc đường dẫn) trong một thư mời riêng.',
  ],
  'Your GitHub account has no verified primary e-mail address. Verify one on GitHub and try again.': [
    'Tài khoản GitHub của bạn chưa có địa chỉ email chính đã xác thực. Hãy xác thực một địa chỉ trên GitHub rồi thử lại.',
  ],
  'Your access to {company} on {brand} has ended. Your own account, applications and saved jobs stay as they were.':
    [
      'Quyền truy cập của bạn vào ',
      ['company'],
      ' trên ',
      ['brand'],
      ' đã kết thúc. Tài khoản, hồ sơ ứng tuyển và việc làm đã lưu của bạn vẫn được giữ nguyên.',
    ],
  'Your account has been deleted.': ['Tài khoản của bạn đã được xóa.'],
  'Your account is already an employer account.': ['Tài khoản của bạn đã là tài khoản nhà tuyển dụng.'],
  'Your account is now an employer account on the {plan} plan.': [
    'Tài khoản của bạn đã trở thành tài khoản nhà tuyển dụng với gói ',
    ['plan'],
    '.',
  ],
  'Your account now signs in with {email}; this address no longer receives its mail.': [
    'Tài khoản của bạn giờ đăng nhập bằng ',
    ['email'],
    '; địa chỉ này sẽ không nhận thư của tài khoản nữa.',
  ],
  'Your application for {title} at {company}': ['Hồ sơ ứng tuyển vị trí ', ['title'], ' tại ', ['company']],
  'Your application for {title} at {company} has been withdrawn as you asked.': [
    'Hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' đã được rút theo yêu cầu của bạn.',
  ],
  'Your application for {title} at {company} is being reviewed again.': [
    'Hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    ' của bạn đang được xem xét lại.',
  ],
  'Your application for {title} is back under review': [
    'Hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' của bạn đang được xem xét lại',
  ],
  'Your application for {title} is being reviewed': [
    'Hồ sơ ứng tuyển vị trí ',
    ['title'],
    ' của bạn đang được xem xét',
  ],
  'Your application for {title} was withdrawn': ['Hồ sơ ứng tuyển vị trí ', ['title'], ' đã được rút'],
  'Your code is: {code}': ['Mã của bạn là: ', ['code']],
  'Your company has no package.': ['Công ty của bạn chưa có gói dịch vụ.'],
  'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.':
    [
      'Công ty của bạn chưa có hồ sơ, mà tin tuyển dụng cần hiển thị hồ sơ đó. Hãy nhờ chủ sở hữu công ty điền hồ sơ trên trang Công ty.',
    ],
  'Your company is already on this plan.': ['Công ty của bạn đang dùng gói này.'],
  'Your company is on the {plan} plan now; the rest of this period costs nothing more.': [
    'Công ty của bạn đã chuyển sang gói ',
    ['plan'],
    '; thời gian còn lại của kỳ này không phát sinh thêm chi phí.',
  ],
  'Your company moves to the {plan} plan on {date}. The renewal of the next month is for {plan}, at its price.':
    [
      'Công ty của bạn chuyển sang gói ',
      ['plan'],
      ' vào ngày ',
      ['date'],
      '. Tháng tiếp theo được gia hạn với gói ',
      ['plan'],
      ', theo giá của gói này.',
    ],
  'Your company stays on the {plan} plan': ['Công ty của bạn tiếp tục dùng gói ', ['plan']],
  'Your company stays on the {plan} plan, paid until {date}; its renewal is the {plan} plan’s, as before.': [
    'Công ty của bạn tiếp tục dùng gói ',
    ['plan'],
    ', đã thanh toán đến ',
    ['date'],
    '; việc gia hạn vẫn là của gói ',
    ['plan'],
    ' như trước.',
  ],
  'Your company stays on the {running} plan: this payment for the {plan} plan extends it until {date}, the share of a month its amount buys.':
    [
      'Công ty của bạn tiếp tục dùng gói ',
      ['running'],
      ': khoản thanh toán cho gói ',
      ['plan'],
      ' này gia hạn gói đến ngày ',
      ['date'],
      ', tương ứng với phần tháng mà số tiền này mua được.',
    ],
  'Your company’s data is kept.': ['Dữ liệu của công ty bạn vẫn được giữ lại.'],
  'Your employer package has been cancelled.': ['Gói nhà tuyển dụng của bạn đã được hủy.'],
  'Your employer package has been cancelled. {count, plural, one {# published posting was} other {# published postings were}} closed.':
    [
      'Gói nhà tuyển dụng của bạn đã được hủy. ',
      ['count', 'plural', { other: ['#', ' tin tuyển dụng đang đăng đã được đóng.'] }],
    ],
  'Your package has no paid period to renew or change.': [
    'Gói của bạn không có kỳ thanh toán để gia hạn hay thay đổi.',
  ],
  'Your package renews again. It is paid until {date}; reminders to pay the next month come by mail.': [
    'Gói của bạn sẽ được gia hạn trở lại. Gói đã được thanh toán đến ',
    ['date'],
    '; lời nhắc thanh toán tháng tiếp theo sẽ được gửi qua email.',
  ],
  'Your package will not renew. It stays active until {date}; then your account returns to a member account and its published postings close.':
    [
      'Gói của bạn sẽ không được gia hạn. Gói vẫn hoạt động đến ',
      ['date'],
      '; sau đó tài khoản của bạn trở lại là tài khoản thành viên và các tin tuyển dụng đang đăng sẽ được đóng.',
    ],
  'Your password reset code is: {code}': ['Mã đặt lại mật khẩu của bạn là: ', ['code']],
  'Your plan unlocks up to {count, plural, one {# candidate} other {# candidates}} per month and none are left this month. Upgrade for more candidates.':
    [
      'Gói của bạn cho phép mở khóa tối đa ',
      ['count', 'plural', { other: ['#', ' ứng viên'] }],
      ' mỗi tháng và bạn đã dùng hết lượt của tháng này. Hãy nâng cấp gói để mở khóa thêm ứng viên.',
    ],
  'Your postings, applications and candidates are kept. To come back, choose a plan on the billing page: it takes effect as soon as it is paid.':
    [
      'Tin tuyển dụng, hồ sơ ứng tuyển và ứng viên của bạn vẫn được giữ lại. Để quay lại, hãy chọn một gói trên trang thanh toán: gói có hiệu lực ngay khi được thanh toán.',
    ],
  'Your receipts stay available on the billing page of {brand}.': [
    'Các biên nhận của bạn luôn có trên trang thanh toán của ',
    ['brand'],
    '.',
  ],
  'Your session has ended. Please log in again.': ['Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.'],
  'Your session has expired. Please log in again.': ['Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.'],
  'Your submission “{title}” is approved. It is now on the public site.': [
    'Mục bạn gửi “',
    ['title'],
    '” đã được phê duyệt và hiện có trên trang công khai.',
  ],
  'Your submission “{title}” was not approved.': ['Mục bạn gửi “', ['title'], '” không được phê duyệt.'],
  'Your switch to the {plan} plan is scheduled again': [
    'Việc chuyển sang gói ',
    ['plan'],
    ' đã được hẹn lại',
  ],
  'Your verification code is: {code}': ['Mã xác thực của bạn là: ', ['code']],
  'Your {brand} e-mail address was changed': ['Địa chỉ email ', ['brand'], ' của bạn đã được thay đổi'],
  'Your {brand} password was changed': ['Mật khẩu ', ['brand'], ' của bạn đã được thay đổi'],
  'Your {plan} package ends on {date}': ['Gói ', ['plan'], ' của bạn hết hạn vào ', ['date']],
  'Your {plan} package has ended': ['Gói ', ['plan'], ' của bạn đã kết thúc'],
  'Your {plan} package is unpaid: it ends on {date}': [
    'Gói ',
    ['plan'],
    ' của bạn chưa được thanh toán: gói sẽ kết thúc vào ',
    ['date'],
  ],
  '[Ticket #{number}] New reply: {subject}': ['[Phiếu #', ['number'], '] Phản hồi mới: ', ['subject']],
  interviewer: ['người phỏng vấn'],
  recruiter: ['nhà tuyển dụng'],
  'their company': ['công ty của họ'],
  'your company': ['công ty của bạn'],
  '{action, select, publish {The deadline has passed; move the deadline to a later day before this posting is published.} other {The deadline has passed; move the deadline to a later day before this posting is reopened.}}':
    [
      [
        'action',
        'select',
        {
          publish: [
            'Hạn nộp hồ sơ đã qua; hãy dời hạn nộp sang một ngày sau trước khi đăng tin tuyển dụng này.',
          ],
          other: [
            'Hạn nộp hồ sơ đã qua; hãy dời hạn nộp sang một ngày sau trước khi mở lại tin tuyển dụng này.',
          ],
        },
      ],
    ],
  '{author} of the support team replied to your ticket #{number} “{subject}”:': [
    ['author'],
    ' của đội hỗ trợ đã trả lời phiếu #',
    ['number'],
    ' “',
    ['subject'],
    '” của bạn:',
  ],
  '{author} replied on ticket #{number} “{subject}”:': [
    ['author'],
    ' đã trả lời trong phiếu #',
    ['number'],
    ' “',
    ['subject'],
    '”:',
  ],
  '{brand} test mail': ['Email thử nghiệm từ ', ['brand']],
  '{browser} on {os}': [['browser'], ' trên ', ['os']],
  '{candidate} has applied for {title}.': [['candidate'], ' vừa ứng tuyển vị trí ', ['title'], '.'],
  '{code} confirms your new {brand} e-mail address': [
    ['code'],
    ' là mã xác nhận địa chỉ email mới của bạn trên ',
    ['brand'],
  ],
  '{code} is your {brand} verification code': [['code'], ' là mã xác thực ', ['brand'], ' của bạn'],
  '{count, plural, one {# application} other {# applications}}': [
    ['count', 'plural', { other: ['#', ' hồ sơ'] }],
  ],
  '{count, plural, one {# job posted since the last mail matches your alert “{alert}”.} other {# jobs posted since the last mail match your alert “{alert}”.}}':
    [
      [
        'count',
        'plural',
        { other: ['#', ' việc làm đăng từ lần gửi trước khớp với thông báo “', ['alert'], '” của bạn.'] },
      ],
    ],
  '{count, plural, one {# new application} other {# new applications}} today': [
    ['count', 'plural', { other: ['#', ' hồ sơ mới'] }],
    ' hôm nay',
  ],
  '{count, plural, one {# new job} other {# new jobs}} for your alert “{alert}”': [
    ['count', 'plural', { other: ['#', ' việc làm mới'] }],
    ' cho thông báo “',
    ['alert'],
    '” của bạn',
  ],
  '{count, plural, one {# published posting was} other {# published postings were}} closed. Your company’s data is kept.':
    [
      ['count', 'plural', { other: ['#', ' tin tuyển dụng đang đăng đã được đóng'] }],
      '. Dữ liệu của công ty bạn vẫn được giữ lại.',
    ],
  '{count, plural, one {# published posting was} other {# published postings were}} closed: the Free plan keeps fewer.':
    [
      ['count', 'plural', { other: ['#', ' tin tuyển dụng đang đăng đã được đóng'] }],
      ': gói Free giữ ít tin hơn.',
    ],
  '{count, plural, one {# teammate lost} other {# teammates lost}} access to the company; each was told by mail.':
    [
      ['count', 'plural', { other: ['#', ' thành viên nhóm đã mất quyền truy cập'] }],
      ' vào công ty; mỗi người đã được thông báo qua email.',
    ],
  '{count, plural, one {# teammate lost} other {# teammates lost}} access: the Free plan has fewer seats.': [
    ['count', 'plural', { other: ['#', ' thành viên đã mất quyền truy cập'] }],
    ': gói Free có ít chỗ hơn.',
  ],
  '{feature}: not in any plan at the moment.': [['feature'], ': hiện không có trong gói nào.'],
  '{feature}: part of the {plan} plan. Upgrade to use it.': [
    ['feature'],
    ': thuộc gói ',
    ['plan'],
    '. Hãy nâng cấp để sử dụng.',
  ],
  '{from} wrote to you on DotTrip. Read the conversation and reply there.': [
    ['from'],
    ' đã gửi tin nhắn cho bạn trên DotTrip. Hãy mở cuộc trò chuyện để đọc và trả lời.',
  ],
  '{inviter} invited you to join {company} on {brand}': [
    ['inviter'],
    ' mời bạn tham gia ',
    ['company'],
    ' trên ',
    ['brand'],
  ],
  '{inviter} invited you to join {company} on {brand} as {role}.': [
    ['inviter'],
    ' mời bạn tham gia ',
    ['company'],
    ' trên ',
    ['brand'],
    ' với vai trò ',
    ['role'],
    '.',
  ],
  '{inviter} invited you to {brand}. Choose a password to open your account; you will be signed in at once.':
    [
      ['inviter'],
      ' đã mời bạn tham gia ',
      ['brand'],
      '. Hãy đặt mật khẩu để kích hoạt tài khoản; bạn sẽ được đăng nhập ngay.',
    ],
  '{location} (remote possible)': [['location'], ' (có thể làm từ xa)'],
  '{minutes, plural, one {Too many attempts with the current password. Please try again in # minute.} other {Too many attempts with the current password. Please try again in # minutes.}}':
    ['Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần. Vui lòng thử lại sau ', ['minutes'], ' phút.'],
  '{minutes, plural, one {Too many failed login attempts. Please try again in # minute.} other {Too many failed login attempts. Please try again in # minutes.}}':
    ['Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ', ['minutes'], ' phút.'],
  '{min} – {max} VND a month': [['min'], ' – ', ['max'], ' VND/tháng'],
  '{plan} plan on DotTrip, order {ref}': ['Thanh toán gói ', ['plan'], ' trên DotTrip, đơn hàng ', ['ref']],
  '{time} does not exist in {zone} (the clocks move forward then); choose another time': [
    ['time'],
    ' không tồn tại ở múi giờ ',
    ['zone'],
    ' (đồng hồ được chỉnh sớm lên vào lúc đó); hãy chọn giờ khác',
  ],
  '{time} does not exist in {zone} (the clocks move forward then); choose another time.': [
    ['time'],
    ' không tồn tại ở múi giờ ',
    ['zone'],
    ' (đồng hồ được chỉnh sớm lên vào lúc đó); hãy chọn giờ khác.',
  ],
  '{title} at {company}': [['title'], ' tại ', ['company']],
  '{title}, page {page}': [['title'], ', trang ', ['page']],
  '{type} interview for {title} at {company}.': [
    'Phỏng vấn ',
    [
      'type',
      'select',
      { phone: ['qua điện thoại'], video: ['trực tuyến'], onsite: ['trực tiếp'], other: [['type']] },
    ],
    ' cho vị trí ',
    ['title'],
    ' tại ',
    ['company'],
    '.',
  ],
  '— The {brand} team': ['— Đội ngũ ', ['brand']],
  '“{title}” is approved and published': ['“', ['title'], '” đã được phê duyệt và đăng'],
  '“{title}” was not approved': ['“', ['title'], '” không được phê duyệt'],
  '“{title}” was taken off the site': ['“', ['title'], '” đã bị gỡ khỏi trang'],
};
