// Compiled from apps/api/src/i18n/locales/en.po by `npm run i18n:compile`; do not edit.
import type { Messages } from '@lingui/core';
export const messages: Messages = {
  '24/7 support': ['24/7 support'],
  'A CV is required': ['A CV is required'],
  'A cancelled interview cannot be changed.': ['A cancelled interview cannot be changed.'],
  'A cancelled interview takes no feedback.': ['A cancelled interview takes no feedback.'],
  'A candidate cannot be merged with itself.': ['A candidate cannot be merged with itself.'],
  'A cheaper plan cannot start during a paid period: schedule the switch for the end of the period on the Billing page.':
    [
      'A cheaper plan cannot start during a paid period: schedule the switch for the end of the period on the Billing page.',
    ],
  'A file is required': ['A file is required'],
  'A password reset mail is on its way.': ['A password reset mail is on its way.'],
  'A period covers at most two years': ['A period covers at most two years'],
  'A reason is required': ['A reason is required'],
  'A request with this Idempotency-Key is still being processed. Try again shortly.': [
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
  ],
  'A reviewer took your project “{title}” off the public site. You can edit it and submit it for review again.':
    [
      'A reviewer took your project “',
      ['title'],
      '” off the public site. You can edit it and submit it for review again.',
    ],
  'A switch to the {plan} plan is scheduled for the end of the paid period, and {plan} includes {seats, plural, one {# seat} other {# seats}}: your company already uses {used} (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.':
    [
      'A switch to the ',
      ['plan'],
      ' plan is scheduled for the end of the paid period, and ',
      ['plan'],
      ' includes ',
      ['seats', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      ': your company already uses ',
      ['used'],
      ' (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.',
    ],
  'A test mail is on its way to your address.': ['A test mail is on its way to your address.'],
  'A webhook endpoint was turned off': ['A webhook endpoint was turned off'],
  'A {status, select, draft {draft} published {published} other {closed}} posting cannot be {action, select, publish {published} close {closed} other {reopened}}.':
    [
      'A ',
      ['status', 'select', { draft: ['draft'], published: ['published'], other: ['closed'] }],
      ' posting cannot be ',
      ['action', 'select', { publish: ['published'], close: ['closed'], other: ['reopened'] }],
      '.',
    ],
  'API integration': ['API integration'],
  'API keys cannot call this route.': ['API keys cannot call this route.'],
  'About DotTrip': ['About DotTrip'],
  'Accept the invitation': ['Accept the invitation'],
  'Account not found.': ['Account not found.'],
  'Advanced analytics reports': ['Advanced analytics reports'],
  'After careful consideration, the team has decided not to move forward with your application this time. This was not an easy decision, and it is not a judgement of your worth or potential.':
    [
      'After careful consideration, the team has decided not to move forward with your application this time. This was not an easy decision, and it is not a judgement of your worth or potential.',
    ],
  'After careful review, we have decided to move forward with other candidates for this role. This was not an easy decision.':
    [
      'After careful review, we have decided to move forward with other candidates for this role. This was not an easy decision.',
    ],
  'After much thought, we have decided not to continue with your application for this role.': [
    'After much thought, we have decided not to continue with your application for this role.',
  ],
  'All Pro features': ['All Pro features'],
  'Amount before VAT: {amount}': ['Amount before VAT: ', ['amount']],
  'An account with this address exists. Sign in with it to accept the invitation.': [
    'An account with this address exists. Sign in with it to accept the invitation.',
  ],
  'An account with this e-mail address already exists.': [
    'An account with this e-mail address already exists.',
  ],
  'An application that is {stage} cannot be withdrawn.': [
    'An application that is ',
    ['stage'],
    ' cannot be withdrawn.',
  ],
  'An application that is {stage} cannot get an interview.': [
    'An application that is ',
    ['stage'],
    ' cannot get an interview.',
  ],
  'An attachment is unknown or already sent; upload it again.': [
    'An attachment is unknown or already sent; upload it again.',
  ],
  'An interview can start at most five years from now; choose an earlier date.': [
    'An interview can start at most five years from now; choose an earlier date.',
  ],
  'An interview for {title} at {company} has been scheduled.': [
    'An interview for ',
    ['title'],
    ' at ',
    ['company'],
    ' has been scheduled.',
  ],
  'An invitation was mailed to this address less than a minute ago. Wait a moment.': [
    'An invitation was mailed to this address less than a minute ago. Wait a moment.',
  ],
  'An offer for {title} at {company}': ['An offer for ', ['title'], ' at ', ['company']],
  'Another administrator changed these settings after you opened them. Reload the page to see their changes, then make yours again.':
    [
      'Another administrator changed these settings after you opened them. Reload the page to see their changes, then make yours again.',
    ],
  'Another category already has this name.': ['Another category already has this name.'],
  'Another post already has this address.': ['Another post already has this address.'],
  'Answer the questions of this interview’s kit, each once': [
    'Answer the questions of this interview’s kit, each once',
  ],
  'Applications received since the last digest:': ['Applications received since the last digest:'],
  'Article not found': ['Article not found'],
  'Articles from the DotTrip team on software engineering, open source and careers in tech.': [
    'Articles from the DotTrip team on software engineering, open source and careers in tech.',
  ],
  'As you asked, your {plan} package ended with its paid period. Your account is a member account again.': [
    'As you asked, your ',
    ['plan'],
    ' package ended with its paid period. Your account is a member account again.',
  ],
  'As you scheduled, the next month is on the {plan} plan.': [
    'As you scheduled, the next month is on the ',
    ['plan'],
    ' plan.',
  ],
  'Assign the ticket to someone of the support team.': ['Assign the ticket to someone of the support team.'],
  'At most {count} message templates per company. Delete one first.': [
    'At most ',
    ['count'],
    ' message templates per company. Delete one first.',
  ],
  'At most {max} job alerts per account. Delete one first.': [
    'At most ',
    ['max'],
    ' job alerts per account. Delete one first.',
  ],
  'At most {max} webhook endpoints per company. Delete one first.': [
    'At most ',
    ['max'],
    ' webhook endpoints per company. Delete one first.',
  ],
  'Attach a CV (PDF or DOCX) to your application.': ['Attach a CV (PDF or DOCX) to your application.'],
  'Attach a PDF, Word (.docx), image (PNG, JPEG, WebP, GIF) or text file.': [
    'Attach a PDF, Word (.docx), image (PNG, JPEG, WebP, GIF) or text file.',
  ],
  'Attach one file to a message.': ['Attach one file to a message.'],
  'Attach the CV in the field "cv".': ['Attach the CV in the field "cv".'],
  'Attach the file in the field "file".': ['Attach the file in the field "file".'],
  'Attach the image in the field "image".': ['Attach the image in the field "image".'],
  'Authentication required.': ['Authentication required.'],
  'Bad request.': ['Bad request.'],
  'Basic info access': ['Basic info access'],
  Benefits: ['Benefits'],
  'Billed to: {name} ({email})': ['Billed to: ', ['name'], ' (', ['email'], ')'],
  Blog: ['Blog'],
  'Both records belong to member accounts; they cannot be merged.': [
    'Both records belong to member accounts; they cannot be merged.',
  ],
  'Browse open IT jobs in Vietnam by skill, level, location and remote work, and apply online in minutes.': [
    'Browse open IT jobs in Vietnam by skill, level, location and remote work, and apply online in minutes.',
  ],
  Browser: ['Browser'],
  'Candidate tracking tool': ['Candidate tracking tool'],
  'Change to the {plan} plan for the rest of the period': [
    'Change to the ',
    ['plan'],
    ' plan for the rest of the period',
  ],
  'Changes requested for “{title}”': ['Changes requested for “', ['title'], '”'],
  'Changing a published or scheduled post needs the content:publish permission.': [
    'Changing a published or scheduled post needs the content:publish permission.',
  ],
  'Choose a category': ['Choose a category'],
  'Choose a new password': ['Choose a new password'],
  'Choose a password': ['Choose a password'],
  'Choose a source from the list.': ['Choose a source from the list.'],
  'Choose a stage of the funnel.': ['Choose a stage of the funnel.'],
  'Choose a time in the future.': ['Choose a time in the future.'],
  'Choose one of your own CVs.': ['Choose one of your own CVs.'],
  'Clash: interviewer {name} already has an interview at {when}.': [
    'Clash: interviewer ',
    ['name'],
    ' already has an interview at ',
    ['when'],
    '.',
  ],
  'Clash: the candidate {name} already has an interview at {when}.': [
    'Clash: the candidate ',
    ['name'],
    ' already has an interview at ',
    ['when'],
    '.',
  ],
  'Company is required': ['Company is required'],
  'Company: {company}': ['Company: ', ['company']],
  'Congratulations on your new role as {title} at {company}. We wish you every success.': [
    'Congratulations on your new role as ',
    ['title'],
    ' at ',
    ['company'],
    '. We wish you every success.',
  ],
  'Congratulations! {company} would like to make you an offer for the {title} position.': [
    'Congratulations! ',
    ['company'],
    ' would like to make you an offer for the ',
    ['title'],
    ' position.',
  ],
  'Contact us': ['Contact us'],
  'Continue to the payment page to pay for the {plan} plan.': [
    'Continue to the payment page to pay for the ',
    ['plan'],
    ' plan.',
  ],
  'Continue to the payment page.': ['Continue to the payment page.'],
  'Could not reach GitHub. Please try again.': ['Could not reach GitHub. Please try again.'],
  'Create a free DotTrip account to apply for IT jobs and keep your candidate profile.': [
    'Create a free DotTrip account to apply for IT jobs and keep your candidate profile.',
  ],
  'Create an account': ['Create an account'],
  'Date: {date}': ['Date: ', ['date']],
  'DotTrip builds open-source software, runs a developer network and a recruitment platform for IT jobs in Vietnam.':
    [
      'DotTrip builds open-source software, runs a developer network and a recruitment platform for IT jobs in Vietnam.',
    ],
  'DotTrip needs JavaScript. You can also reach us at': [
    'DotTrip needs JavaScript. You can also reach us at',
  ],
  'DotTrip: open-source software, a developer network and a recruitment platform.': [
    'DotTrip: open-source software, a developer network and a recruitment platform.',
  ],
  'DotTrip: open-source software, developers and IT jobs in Vietnam': [
    'DotTrip: open-source software, developers and IT jobs in Vietnam',
  ],
  'Email support': ['Email support'],
  'Enter a real date and time (that day or hour does not exist).': [
    'Enter a real date and time (that day or hour does not exist).',
  ],
  'Enter a whole web address, such as https://example.com/webhooks.': [
    'Enter a whole web address, such as https://example.com/webhooks.',
  ],
  'Enter it in Edit Profile to make {email} the address of your account.': [
    'Enter it in Edit Profile to make ',
    ['email'],
    ' the address of your account.',
  ],
  'Enter it on the registration page to activate your account. The code is valid for 15 minutes and can be used once.':
    [
      'Enter it on the registration page to activate your account. The code is valid for 15 minutes and can be used once.',
    ],
  'Every delivery to {url} has failed for 3 days, so {brand} turned this endpoint off. Events that happen while it is off are not sent to it.':
    [
      'Every delivery to ',
      ['url'],
      ' has failed for 3 days, so ',
      ['brand'],
      ' turned this endpoint off. Events that happen while it is off are not sent to it.',
    ],
  'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). Remove a member or an invitation first.':
    [
      'Every seat of your plan is taken (',
      ['limit', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      '). Remove a member or an invitation first.',
    ],
  'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). The {plan} plan has {seats, plural, one {# seat} other {# seats}}: upgrade, or remove a member or an invitation first.':
    [
      'Every seat of your plan is taken (',
      ['limit', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      '). The ',
      ['plan'],
      ' plan has ',
      ['seats', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      ': upgrade, or remove a member or an invitation first.',
    ],
  'Features of the {plan} plan, such as the candidate tracking tool and priority display, are off.': [
    'Features of the ',
    ['plan'],
    ' plan, such as the candidate tracking tool and priority display, are off.',
  ],
  'Feedback opens when the interview starts: {when}.': [
    'Feedback opens when the interview starts: ',
    ['when'],
    '.',
  ],
  'Fix the receiver, then turn the endpoint on again on your company page; you can send the failed deliveries again from its delivery log.':
    [
      'Fix the receiver, then turn the endpoint on again on your company page; you can send the failed deliveries again from its delivery log.',
    ],
  'Following your interview for {title}': ['Following your interview for ', ['title']],
  'From {min} VND a month': ['From ', ['min'], ' VND a month'],
  'From: {sender}': ['From: ', ['sender']],
  'Get a code by e-mail to choose a new password for your DotTrip account.': [
    'Get a code by e-mail to choose a new password for your DotTrip account.',
  ],
  'GitHub answered with status {status}.': ['GitHub answered with status ', ['status'], '.'],
  'GitHub error: {code}': ['GitHub error: ', ['code']],
  'GitHub error: {code} ({description})': ['GitHub error: ', ['code'], ' (', ['description'], ')'],
  'Give a reason for the rejection.': ['Give a reason for the rejection.'],
  'Give the article a title in at least one language': ['Give the article a title in at least one language'],
  'Good news: the hiring team at {company} is now reviewing your application for {title}.': [
    'Good news: the hiring team at ',
    ['company'],
    ' is now reviewing your application for ',
    ['title'],
    '.',
  ],
  'Guides for job seekers and employers from DotTrip: writing a CV, interviews, the job board and hiring.': [
    'Guides for job seekers and employers from DotTrip: writing a CV, interviews, the job board and hiring.',
  ],
  'Hello {name},': ['Hello ', ['name'], ','],
  'Hello,': ['Hello,'],
  'How: {type}': [
    'How: ',
    ['type', 'select', { phone: ['Phone'], video: ['Video'], onsite: ['On-site'], other: [['type']] }],
  ],
  'How: {type} — {location}': [
    'How: ',
    ['type', 'select', { phone: ['Phone'], video: ['Video'], onsite: ['On-site'], other: [['type']] }],
    ' — ',
    ['location'],
  ],
  'IT jobs in Vietnam': ['IT jobs in Vietnam'],
  'If this was not you, contact us at once from the contact page.': [
    'If this was not you, contact us at once from the contact page.',
  ],
  'If this was not you, reset your password now and check the sessions listed in Edit Profile.': [
    'If this was not you, reset your password now and check the sessions listed in Edit Profile.',
  ],
  'If you did not ask for this, you can ignore this e-mail: your password stays as it is.': [
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ],
  'If you did not create an account, you can ignore this e-mail.': [
    'If you did not create an account, you can ignore this e-mail.',
  ],
  'Interview cancelled: {title} at {company}': ['Interview cancelled: ', ['title'], ' at ', ['company']],
  'Interview moved: {title} at {company}, now {when}': [
    'Interview moved: ',
    ['title'],
    ' at ',
    ['company'],
    ', now ',
    ['when'],
  ],
  'Interview: {candidate} — {title} at {company}': [
    'Interview: ',
    ['candidate'],
    ' — ',
    ['title'],
    ' at ',
    ['company'],
  ],
  'Interview: {title} at {company}, {when}': ['Interview: ', ['title'], ' at ', ['company'], ', ', ['when']],
  'Interviewers must be members of your company.': ['Interviewers must be members of your company.'],
  'Interviewers must be staff or admin users, or members of the posting’s company.': [
    'Interviewers must be staff or admin users, or members of the posting’s company.',
  ],
  'Invalid token.': ['Invalid token.'],
  'Invalid value': ['Invalid value'],
  'It is valid for 15 minutes and can be used once. Resetting the password signs you out everywhere.': [
    'It is valid for 15 minutes and can be used once. Resetting the password signs you out everywhere.',
  ],
  'Item: {item}': ['Item: ', ['item']],
  'Job not found': ['Job not found'],
  Location: ['Location'],
  'Malformed URL.': ['Malformed URL.'],
  'Manage your job alerts': ['Manage your job alerts'],
  'Meet the DotTrip team, and see the positions open to join us.': [
    'Meet the DotTrip team, and see the positions open to join us.',
  ],
  'Multi-user management': ['Multi-user management'],
  'Name the company of this posting.': ['Name the company of this posting.'],
  'New application: {candidate} for {title}': ['New application: ', ['candidate'], ' for ', ['title']],
  'New contact message from {name}': ['New contact message from ', ['name']],
  'New message from {from}': ['New message from ', ['from']],
  'New message from {from} about {title}': ['New message from ', ['from'], ' about ', ['title']],
  'No change of plan is scheduled.': ['No change of plan is scheduled.'],
  'No longer on the interview: {title} at {company}, {when}': [
    'No longer on the interview: ',
    ['title'],
    ' at ',
    ['company'],
    ', ',
    ['when'],
  ],
  'No such API route.': ['No such API route.'],
  'No such file.': ['No such file.'],
  'No such session.': ['No such session.'],
  'Not a member of the support team': ['Not a member of the support team'],
  'Not a valid cursor': ['Not a valid cursor'],
  'Not found.': ['Not found.'],
  'Notes: {notes}': ['Notes: ', ['notes']],
  'One file only': ['One file only'],
  'Only PDF or DOCX files are accepted (checked by content, not by name)': [
    'Only PDF or DOCX files are accepted (checked by content, not by name)',
  ],
  'Only a cheaper paid plan can be scheduled for the end of the period.': [
    'Only a cheaper paid plan can be scheduled for the end of the period.',
  ],
  'Only a company’s owner and recruiters have recruiting settings.': [
    'Only a company’s owner and recruiters have recruiting settings.',
  ],
  'Only a company’s owner and recruiters use message templates.': [
    'Only a company’s owner and recruiters use message templates.',
  ],
  'Only a failed mail can be sent again.': ['Only a failed mail can be sent again.'],
  'Only a paid order can be refunded.': ['Only a paid order can be refunded.'],
  'Only an employer account has a package to cancel.': ['Only an employer account has a package to cancel.'],
  'Only member accounts can apply for jobs.': ['Only member accounts can apply for jobs.'],
  'Only staff can add candidates by hand.': ['Only staff can add candidates by hand.'],
  'Only staff can feature a job posting.': ['Only staff can feature a job posting.'],
  'Only staff can merge candidates.': ['Only staff can merge candidates.'],
  'Only the company’s owner can cancel its package.': ['Only the company’s owner can cancel its package.'],
  'Only the company’s owner can change its profile.': ['Only the company’s owner can change its profile.'],
  'Only the company’s owner can manage its API keys.': ['Only the company’s owner can manage its API keys.'],
  'Only the company’s owner can manage its members.': ['Only the company’s owner can manage its members.'],
  'Only the company’s owner can manage its webhooks.': ['Only the company’s owner can manage its webhooks.'],
  'Only the company’s owner can pay for its package.': ['Only the company’s owner can pay for its package.'],
  'Only the interviewers of this interview can leave feedback.': [
    'Only the interviewers of this interview can leave feedback.',
  ],
  'Only the support team writes internal notes.': ['Only the support team writes internal notes.'],
  'Open Edit Profile': ['Open Edit Profile'],
  'Open billing': ['Open billing'],
  'Open my interviews': ['Open my interviews'],
  'Open the application': ['Open the application'],
  'Open the applications': ['Open the applications'],
  'Open the billing page': ['Open the billing page'],
  'Open the company page': ['Open the company page'],
  'Open the contact form': ['Open the contact form'],
  'Open the conversation': ['Open the conversation'],
  'Open the link to accept: sign in if you already have an account with this address, or create one. The link is valid for 7 days and can be used once.':
    [
      'Open the link to accept: sign in if you already have an account with this address, or create one. The link is valid for 7 days and can be used once.',
    ],
  'Open the settings': ['Open the settings'],
  'Open the ticket': ['Open the ticket'],
  'Open your dashboard': ['Open your dashboard'],
  'Open your projects': ['Open your projects'],
  'Open-source projects built and maintained by DotTrip and its developer community.': [
    'Open-source projects built and maintained by DotTrip and its developer community.',
  ],
  'Order {ref}, VNPay transaction {transaction}': [
    'Order ',
    ['ref'],
    ', VNPay transaction ',
    ['transaction'],
  ],
  'Our team': ['Our team'],
  'Pay the next month': ['Pay the next month'],
  'Pay the next month ({amount}) before then to keep it without a break.': [
    'Pay the next month (',
    ['amount'],
    ') before then to keep it without a break.',
  ],
  'Pay the next month ({amount}) to keep it: the new month starts when the current one ends, so paying early loses nothing.':
    [
      'Pay the next month (',
      ['amount'],
      ') to keep it: the new month starts when the current one ends, so paying early loses nothing.',
    ],
  'Pay the next month of your current plan first; then you can change the plan.': [
    'Pay the next month of your current plan first; then you can change the plan.',
  ],
  'Payment received. Waiting for the gateway’s confirmation…': [
    'Payment received. Waiting for the gateway’s confirmation…',
  ],
  'Payment received. Your package is active.': ['Payment received. Your package is active.'],
  'Payments are not set up on this server.': ['Payments are not set up on this server.'],
  'Period: {start} to {end}': ['Period: ', ['start'], ' to ', ['end']],
  'Please wait a minute before asking for another code.': [
    'Please wait a minute before asking for another code.',
  ],
  'Post not found': ['Post not found'],
  'Priority display': ['Priority display'],
  Projects: ['Projects'],
  'Publish the posting before adding candidates to it.': [
    'Publish the posting before adding candidates to it.',
  ],
  'Rate the attributes of this interview’s kit, each once': [
    'Rate the attributes of this interview’s kit, each once',
  ],
  'Receipt number: {number}': ['Receipt number: ', ['number']],
  'Receipt {number}: {plan} plan, {amount}': ['Receipt ', ['number'], ': ', ['plan'], ' plan, ', ['amount']],
  'Record the answer to an offer while the application is in the Offer stage.': [
    'Record the answer to an offer while the application is in the Offer stage.',
  ],
  'Registration is closed at the moment. Ask an administrator for an invitation to join.': [
    'Registration is closed at the moment. Ask an administrator for an invitation to join.',
  ],
  'Remove the internal reason from the mail': ['Remove the internal reason from the mail'],
  'Reports are for the owner and recruiters of a company.': [
    'Reports are for the owner and recruiters of a company.',
  ],
  Requirements: ['Requirements'],
  'Reset the password': ['Reset the password'],
  'Reset your password': ['Reset your password'],
  'Reset your {brand} password': ['Reset your ', ['brand'], ' password'],
  Resources: ['Resources'],
  Salary: ['Salary'],
  'Salary negotiable': ['Salary negotiable'],
  Script: ['Script'],
  'See my applications': ['See my applications'],
  'See the plans': ['See the plans'],
  'See this search on the board': ['See this search on the board'],
  'Send 1 to 255 printable ASCII characters as the Idempotency-Key.': [
    'Send 1 to 255 printable ASCII characters as the Idempotency-Key.',
  ],
  'Send one CV file with the form.': ['Send one CV file with the form.'],
  'Send one file at a time.': ['Send one file at a time.'],
  'Send one image with the form.': ['Send one image with the form.'],
  'Send the request body as application/json.': ['Send the request body as application/json.'],
  'Set up your company profile before posting a job.': ['Set up your company profile before posting a job.'],
  'Set up your company profile first (PUT /api/employer/company)': [
    'Set up your company profile first (PUT /api/employer/company)',
  ],
  'Sign in': ['Sign in'],
  'Sign in to DotTrip to apply for jobs, follow your applications or manage your postings.': [
    'Sign in to DotTrip to apply for jobs, follow your applications or manage your postings.',
  ],
  Skills: ['Skills'],
  'Someone else changed this kit since you opened it. Reload it to see their changes, then edit again.': [
    'Someone else changed this kit since you opened it. Reload it to see their changes, then edit again.',
  ],
  'Something went wrong on our side. Please try again later.': [
    'Something went wrong on our side. Please try again later.',
  ],
  'Staff and admin accounts cannot join a company.': ['Staff and admin accounts cannot join a company.'],
  'Staff and admin accounts cannot take an employer plan.': [
    'Staff and admin accounts cannot take an employer plan.',
  ],
  'Text must not contain NUL characters ("{field}").': [
    'Text must not contain NUL characters ("',
    ['field'],
    '").',
  ],
  'Text must not contain NUL characters.': ['Text must not contain NUL characters.'],
  'Thank you for applying for {title} at {company}.': [
    'Thank you for applying for ',
    ['title'],
    ' at ',
    ['company'],
    '.',
  ],
  'Thank you for applying for {title} at {company}. Your application has reached the hiring team.': [
    'Thank you for applying for ',
    ['title'],
    ' at ',
    ['company'],
    '. Your application has reached the hiring team.',
  ],
  'Thank you for meeting us and for the time you gave to the interviews for {title} at {company}. We enjoyed learning about your work.':
    [
      'Thank you for meeting us and for the time you gave to the interviews for ',
      ['title'],
      ' at ',
      ['company'],
      '. We enjoyed learning about your work.',
    ],
  'Thank you for the time and care you put into your application for {title} at {company}.': [
    'Thank you for the time and care you put into your application for ',
    ['title'],
    ' at ',
    ['company'],
    '.',
  ],
  'Thank you for your interest in {title} at {company} and for the time you spent on your application.': [
    'Thank you for your interest in ',
    ['title'],
    ' at ',
    ['company'],
    ' and for the time you spent on your application.',
  ],
  'Thank you for your payment. This is your receipt.': ['Thank you for your payment. This is your receipt.'],
  'The CV is larger than {size} MB.': ['The CV is larger than ', ['size'], ' MB.'],
  'The CV must be a PDF or a Word (.docx) document; this file is neither.': [
    'The CV must be a PDF or a Word (.docx) document; this file is neither.',
  ],
  'The Free plan is missing.': ['The Free plan is missing.'],
  'The Free plan keeps {count, plural, one {# published posting} other {# published postings}} at most. Close one, or upgrade to publish more.':
    [
      'The Free plan keeps ',
      ['count', 'plural', { one: ['#', ' published posting'], other: ['#', ' published postings'] }],
      ' at most. Close one, or upgrade to publish more.',
    ],
  'The account that made this API key has been disabled by an administrator.': [
    'The account that made this API key has been disabled by an administrator.',
  ],
  'The account to link no longer exists.': ['The account to link no longer exists.'],
  'The account was disabled and signed out everywhere.': [
    'The account was disabled and signed out everywhere.',
  ],
  'The account was enabled.': ['The account was enabled.'],
  'The account was erased.': ['The account was erased.'],
  'The account was updated.': ['The account was updated.'],
  'The address is not a valid URL.': ['The address is not a valid URL.'],
  'The address must be reachable on the internet: loopback, private, link-local and metadata addresses are refused.':
    [
      'The address must be reachable on the internet: loopback, private, link-local and metadata addresses are refused.',
    ],
  'The address must not contain a user name or password.': [
    'The address must not contain a user name or password.',
  ],
  'The address must start with https://.': ['The address must start with https://.'],
  'The address’s host name does not resolve.': ['The address’s host name does not resolve.'],
  'The application is already in {stage, select, applied {Applied} screening {Screening} interview {Interview} offer {Offer} hired {Hired} rejected {Rejected} withdrawn {Withdrawn} other {{stage}}}.':
    [
      'The application is already in ',
      [
        'stage',
        'select',
        {
          applied: ['Applied'],
          screening: ['Screening'],
          interview: ['Interview'],
          offer: ['Offer'],
          hired: ['Hired'],
          rejected: ['Rejected'],
          withdrawn: ['Withdrawn'],
          other: [['stage']],
        },
      ],
      '.',
    ],
  'The attached calendar invitation adds it to your calendar.': [
    'The attached calendar invitation adds it to your calendar.',
  ],
  'The attachment is larger than {size} MB.': ['The attachment is larger than ', ['size'], ' MB.'],
  'The attachment must be a PDF, a Word (.docx) document or a picture (PNG, JPEG, WebP, GIF); this file is none of them.':
    [
      'The attachment must be a PDF, a Word (.docx) document or a picture (PNG, JPEG, WebP, GIF); this file is none of them.',
    ],
  'The candidate tracking tool': ['The candidate tracking tool'],
  'The candidate withdrew this application; it cannot be moved.': [
    'The candidate withdrew this application; it cannot be moved.',
  ],
  'The code is valid for 15 minutes and can be used once. If you did not ask for this, ignore this e-mail.': [
    'The code is valid for 15 minutes and can be used once. If you did not ask for this, ignore this e-mail.',
  ],
  'The deadline has passed; choose today or a later day.': [
    'The deadline has passed; choose today or a later day.',
  ],
  'The expiry must be in the future.': ['The expiry must be in the future.'],
  'The feedback does not match the interview kit; reload and try again.': [
    'The feedback does not match the interview kit; reload and try again.',
  ],
  'The file is empty.': ['The file is empty.'],
  'The file is larger than {size} MB.': ['The file is larger than ', ['size'], ' MB.'],
  'The first month of the {plan} plan is already paid: the change can no longer be cancelled.': [
    'The first month of the ',
    ['plan'],
    ' plan is already paid: the change can no longer be cancelled.',
  ],
  'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.': [
    'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
  ],
  'The hiring team at {company} would like to meet you for the {title} position.': [
    'The hiring team at ',
    ['company'],
    ' would like to meet you for the ',
    ['title'],
    ' position.',
  ],
  'The hiring team will contact you with the details.': [
    'The hiring team will contact you with the details.',
  ],
  'The image is larger than {size} MB.': ['The image is larger than ', ['size'], ' MB.'],
  'The image must be a PNG, JPEG, WebP or GIF file; this file is none of them.': [
    'The image must be a PNG, JPEG, WebP or GIF file; this file is none of them.',
  ],
  'The interview for {title} at {company} has new details.': [
    'The interview for ',
    ['title'],
    ' at ',
    ['company'],
    ' has new details.',
  ],
  'The interview for {title} at {company} planned for {when} has been cancelled.': [
    'The interview for ',
    ['title'],
    ' at ',
    ['company'],
    ' planned for ',
    ['when'],
    ' has been cancelled.',
  ],
  'The interview goes ahead without you; the attached cancellation removes it from your calendar.': [
    'The interview goes ahead without you; the attached cancellation removes it from your calendar.',
  ],
  'The interview is already cancelled.': ['The interview is already cancelled.'],
  'The interview must start in the future; choose a later time.': [
    'The interview must start in the future; choose a later time.',
  ],
  'The invitation was revoked.': ['The invitation was revoked.'],
  'The invitation was sent again.': ['The invitation was sent again.'],
  'The link is valid for 7 days and can be used once. If you did not expect this, you can ignore this e-mail.':
    [
      'The link is valid for 7 days and can be used once. If you did not expect this, you can ignore this e-mail.',
    ],
  'The mail to the candidate must not contain the internal rejection reason.': [
    'The mail to the candidate must not contain the internal rejection reason.',
  ],
  'The mail will be sent again in a moment.': ['The mail will be sent again in a moment.'],
  'The member was removed from the company.': ['The member was removed from the company.'],
  'The next month is already paid.': ['The next month is already paid.'],
  'The next month’s payment is for the {scheduled} plan ({amount}).': [
    'The next month’s payment is for the ',
    ['scheduled'],
    ' plan (',
    ['amount'],
    ').',
  ],
  'The owner cannot leave the company. Cancel the package instead.': [
    'The owner cannot leave the company. Cancel the package instead.',
  ],
  'The owner’s place cannot be changed. Cancelling the package ends the company’s access.': [
    'The owner’s place cannot be changed. Cancelling the package ends the company’s access.',
  ],
  'The page cursor is not valid; start from the first page.': [
    'The page cursor is not valid; start from the first page.',
  ],
  'The paid period is over: choose a plan on the billing page to buy a package again.': [
    'The paid period is over: choose a plan on the billing page to buy a package again.',
  ],
  'The paid period of your {plan} package is over. It stays active until {date}.': [
    'The paid period of your ',
    ['plan'],
    ' package is over. It stays active until ',
    ['date'],
    '.',
  ],
  'The password of your account was just changed, and every other device was signed out.': [
    'The password of your account was just changed, and every other device was signed out.',
  ],
  'The payment did not go through. Your account has not changed.': [
    'The payment did not go through. Your account has not changed.',
  ],
  'The payment for order {ref} was refunded, so what it changed is taken back: your company stays on the {plan} plan until {date}, then moves to the {scheduled} plan you had scheduled before that payment.':
    [
      'The payment for order ',
      ['ref'],
      ' was refunded, so what it changed is taken back: your company stays on the ',
      ['plan'],
      ' plan until ',
      ['date'],
      ', then moves to the ',
      ['scheduled'],
      ' plan you had scheduled before that payment.',
    ],
  'The payment for the {plan} package of {company} was refunded, so the package has ended. The company is on the Free plan now.':
    [
      'The payment for the ',
      ['plan'],
      ' package of ',
      ['company'],
      ' was refunded, so the package has ended. The company is on the Free plan now.',
    ],
  'The period ends before it starts': ['The period ends before it starts'],
  'The permissions are the role’s defaults again.': ['The permissions are the role’s defaults again.'],
  'The permissions were saved.': ['The permissions were saved.'],
  'The position has now been filled, so we will not be moving forward with your application for it.': [
    'The position has now been filled, so we will not be moving forward with your application for it.',
  ],
  'The posting changed meanwhile; reload and try again.': [
    'The posting changed meanwhile; reload and try again.',
  ],
  'The published version is up to date; edit the project to submit a revision.': [
    'The published version is up to date; edit the project to submit a revision.',
  ],
  'The renewal is already stopped.': ['The renewal is already stopped.'],
  'The renewal of your package is not stopped.': ['The renewal of your package is not stopped.'],
  'The renewal of your package is stopped: resume it first, then choose the plan that follows the period.': [
    'The renewal of your package is stopped: resume it first, then choose the plan that follows the period.',
  ],
  'The request body has a key the server never accepts (__proto__ or constructor.prototype).': [
    'The request body has a key the server never accepts (__proto__ or constructor.prototype).',
  ],
  'The request body is empty; send a JSON object.': ['The request body is empty; send a JSON object.'],
  'The request body is larger than 1 MiB.': ['The request body is larger than 1 MiB.'],
  'The request body is not valid JSON.': ['The request body is not valid JSON.'],
  'The request did not arrive in time. Please try again.': [
    'The request did not arrive in time. Please try again.',
  ],
  'The request is not valid HTTP.': ['The request is not valid HTTP.'],
  'The request with this Idempotency-Key was carried out, but its reply was lost. Look up the result instead of sending the request again.':
    [
      'The request with this Idempotency-Key was carried out, but its reply was lost. Look up the result instead of sending the request again.',
    ],
  'The request’s address and headers are too large: together they may hold at most 16 KB.': [
    'The request’s address and headers are too large: together they may hold at most 16 KB.',
  ],
  'The reviewer asks for changes to “{title}” before it can be published. Edit it and submit it again.': [
    'The reviewer asks for changes to “',
    ['title'],
    '” before it can be published. Edit it and submit it again.',
  ],
  'The reviewer’s reason:': ['The reviewer’s reason:'],
  'The scheduled change is cancelled: your package renews on the {plan} plan.': [
    'The scheduled change is cancelled: your package renews on the ',
    ['plan'],
    ' plan.',
  ],
  'The service cannot reach its database just now. Please try again in a moment.': [
    'The service cannot reach its database just now. Please try again in a moment.',
  ],
  'The sign-in lockout was cleared.': ['The sign-in lockout was cleared.'],
  'The {company} hiring team': ['The ', ['company'], ' hiring team'],
  'The {count} newest are listed here; see them all on the board.': [
    'The ',
    ['count'],
    ' newest are listed here; see them all on the board.',
  ],
  'The {plan} package of {company} is paid until {date}.': [
    'The ',
    ['plan'],
    ' package of ',
    ['company'],
    ' is paid until ',
    ['date'],
    '.',
  ],
  'The {plan} package of {company} was not renewed and has ended. The company is on the Free plan now.': [
    'The ',
    ['plan'],
    ' package of ',
    ['company'],
    ' was not renewed and has ended. The company is on the Free plan now.',
  ],
  'The {plan} plan': ['The ', ['plan'], ' plan'],
  'The {plan} plan includes {seats, plural, one {# seat} other {# seats}} and your company uses {used} (members and open invitations). Remove {free, plural, one {# member or invitation} other {# members or invitations}} on the Company page before moving to {plan}; their records stay with the company.':
    [
      'The ',
      ['plan'],
      ' plan includes ',
      ['seats', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      ' and your company uses ',
      ['used'],
      ' (members and open invitations). Remove ',
      ['free', 'plural', { one: ['#', ' member or invitation'], other: ['#', ' members or invitations'] }],
      ' on the Company page before moving to ',
      ['plan'],
      '; their records stay with the company.',
    ],
  'The {scheduled} plan you scheduled did not start: it includes {seats, plural, one {# seat} other {# seats}} and your company now uses {used} (members and open invitations). Nobody was removed.':
    [
      'The ',
      ['scheduled'],
      ' plan you scheduled did not start: it includes ',
      ['seats', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
      ' and your company now uses ',
      ['used'],
      ' (members and open invitations). Nobody was removed.',
    ],
  'The {title} position at {company} has been filled': [
    'The ',
    ['title'],
    ' position at ',
    ['company'],
    ' has been filled',
  ],
  'They will contact you about the next step.': ['They will contact you about the next step.'],
  'This API key does not exist or is already revoked.': [
    'This API key does not exist or is already revoked.',
  ],
  'This API key has used its requests for this minute. Wait and try again.': [
    'This API key has used its requests for this minute. Wait and try again.',
  ],
  'This API key lacks the scope {scope}.': ['This API key lacks the scope ', ['scope'], '.'],
  'This CV does not exist.': ['This CV does not exist.'],
  'This GitHub account is already linked to another account.': [
    'This GitHub account is already linked to another account.',
  ],
  'This Idempotency-Key was used for a different request. Use a new key for a new request.': [
    'This Idempotency-Key was used for a different request. Use a new key for a new request.',
  ],
  'This Word document cannot be shown here; download it instead.': [
    'This Word document cannot be shown here; download it instead.',
  ],
  'This account does not exist.': ['This account does not exist.'],
  'This account has been disabled by an administrator. Contact us if you think this is a mistake.': [
    'This account has been disabled by an administrator. Contact us if you think this is a mistake.',
  ],
  'This account has no pending invitation.': ['This account has no pending invitation.'],
  'This account holds permissions you do not hold; only an administrator with them can change it.': [
    'This account holds permissions you do not hold; only an administrator with them can change it.',
  ],
  'This account is already disabled.': ['This account is already disabled.'],
  'This account is disabled: enable it before sending a password reset link.': [
    'This account is disabled: enable it before sending a password reset link.',
  ],
  'This account is disabled: enable it before sending the invitation again.': [
    'This account is disabled: enable it before sending the invitation again.',
  ],
  'This account is not disabled.': ['This account is not disabled.'],
  'This account was erased.': ['This account was erased.'],
  'This account was linked by another sign-in at the same moment. Please try again.': [
    'This account was linked by another sign-in at the same moment. Please try again.',
  ],
  'This account works in a company: it leaves the company before its role changes. Its owner removes a teammate; an owner cancels the package.':
    [
      'This account works in a company: it leaves the company before its role changes. Its owner removes a teammate; an owner cancels the package.',
    ],
  'This address already has an open invitation. Send it again instead.': [
    'This address already has an open invitation. Send it again instead.',
  ],
  'This address does not accept {method}; it accepts {allowed}.': [
    'This address does not accept ',
    ['method'],
    '; it accepts ',
    ['allowed'],
    '.',
  ],
  'This application does not exist.': ['This application does not exist.'],
  'This application has no CV.': ['This application has no CV.'],
  'This application has no rejection mail.': ['This application has no rejection mail.'],
  'This application was rejected; a rejection is final and cannot be moved.': [
    'This application was rejected; a rejection is final and cannot be moved.',
  ],
  'This approval request does not exist.': ['This approval request does not exist.'],
  'This article does not exist.': ['This article does not exist.'],
  'This attachment does not exist.': ['This attachment does not exist.'],
  'This authorization code has expired or already been used. Please try signing in again.': [
    'This authorization code has expired or already been used. Please try signing in again.',
  ],
  'This candidate does not exist.': ['This candidate does not exist.'],
  'This candidate has already applied to this posting.': [
    'This candidate has already applied to this posting.',
  ],
  'This candidate has no CV you can read.': ['This candidate has no CV you can read.'],
  'This candidate has no account on DotTrip, so messages cannot reach them. Use their e-mail address instead.':
    [
      'This candidate has no account on DotTrip, so messages cannot reach them. Use their e-mail address instead.',
    ],
  'This candidate has no e-mail address; reject without a mail.': [
    'This candidate has no e-mail address; reject without a mail.',
  ],
  'This canned reply does not exist.': ['This canned reply does not exist.'],
  'This category does not exist.': ['This category does not exist.'],
  'This conversation does not exist.': ['This conversation does not exist.'],
  'This delivery does not exist.': ['This delivery does not exist.'],
  'This endpoint no longer subscribes to this event. Add it to the endpoint’s events first.': [
    'This endpoint no longer subscribes to this event. Add it to the endpoint’s events first.',
  ],
  'This file does not exist.': ['This file does not exist.'],
  'This form can only be sent from its page on this site.': [
    'This form can only be sent from its page on this site.',
  ],
  'This image does not exist.': ['This image does not exist.'],
  'This interview does not exist.': ['This interview does not exist.'],
  'This interview has already taken place; it cannot be cancelled.': [
    'This interview has already taken place; it cannot be cancelled.',
  ],
  'This invitation does not exist or is no longer open.': [
    'This invitation does not exist or is no longer open.',
  ],
  'This invitation has expired. Ask the administrator to send it again.': [
    'This invitation has expired. Ask the administrator to send it again.',
  ],
  'This invitation has expired. Ask the company’s owner to send it again.': [
    'This invitation has expired. Ask the company’s owner to send it again.',
  ],
  'This invitation link is not valid. Ask the administrator for a new one.': [
    'This invitation link is not valid. Ask the administrator for a new one.',
  ],
  'This invitation link is not valid. Ask the company’s owner for a new one.': [
    'This invitation link is not valid. Ask the company’s owner for a new one.',
  ],
  'This invitation was sent to {email}. Sign in with that address to accept it.': [
    'This invitation was sent to ',
    ['email'],
    '. Sign in with that address to accept it.',
  ],
  'This is already waiting for approval.': ['This is already waiting for approval.'],
  'This is the last active administrator; make another account an administrator first.': [
    'This is the last active administrator; make another account an administrator first.',
  ],
  'This is the test mail you asked for in the settings. The mail transport works.': [
    'This is the test mail you asked for in the settings. The mail transport works.',
  ],
  'This job alert does not exist.': ['This job alert does not exist.'],
  'This job posting does not exist.': ['This job posting does not exist.'],
  'This kind of file is not accepted': ['This kind of file is not accepted'],
  'This mail does not exist.': ['This mail does not exist.'],
  'This order does not exist.': ['This order does not exist.'],
  'This payment does not exist.': ['This payment does not exist.'],
  'This payment is already marked refunded.': ['This payment is already marked refunded.'],
  'This payment result could not be verified. Your account has not changed; if you paid, the package starts as soon as the gateway confirms it.':
    [
      'This payment result could not be verified. Your account has not changed; if you paid, the package starts as soon as the gateway confirms it.',
    ],
  'This person already belongs to another company.': ['This person already belongs to another company.'],
  'This person is already a member of your company.': ['This person is already a member of your company.'],
  'This person is not a member of your company.': ['This person is not a member of your company.'],
  'This post does not exist.': ['This post does not exist.'],
  'This post is already published.': ['This post is already published.'],
  'This post is already published; unpublish it first.': [
    'This post is already published; unpublish it first.',
  ],
  'This post is not published or scheduled.': ['This post is not published or scheduled.'],
  'This posting no longer takes applications, so it cannot be saved.': [
    'This posting no longer takes applications, so it cannot be saved.',
  ],
  'This posting no longer takes applications.': ['This posting no longer takes applications.'],
  'This project does not exist.': ['This project does not exist.'],
  'This project is not on the site.': ['This project is not on the site.'],
  'This project is not waiting for review.': ['This project is not waiting for review.'],
  'This project is waiting for review; withdraw it before editing.': [
    'This project is waiting for review; withdraw it before editing.',
  ],
  'This rejection mail has already been sent or cancelled.': [
    'This rejection mail has already been sent or cancelled.',
  ],
  'This request was already decided or withdrawn.': ['This request was already decided or withdrawn.'],
  'This session does not exist or has already ended.': ['This session does not exist or has already ended.'],
  'This submission is no longer waiting: it was withdrawn or changed.': [
    'This submission is no longer waiting: it was withdrawn or changed.',
  ],
  'This template does not exist.': ['This template does not exist.'],
  'This ticket does not exist.': ['This ticket does not exist.'],
  'This ticket is already closed.': ['This ticket is already closed.'],
  'This ticket is already open.': ['This ticket is already open.'],
  'This unsubscribe link is not valid.': ['This unsubscribe link is not valid.'],
  'This version does not exist.': ['This version does not exist.'],
  'This webhook endpoint does not exist.': ['This webhook endpoint does not exist.'],
  'To answer, write to us again through the contact form.': [
    'To answer, write to us again through the contact form.',
  ],
  'To come back, choose a plan.': ['To come back, choose a plan.'],
  'To move to {scheduled}, remove members or invitations on the Company page, then schedule it again on the billing page.':
    [
      'To move to ',
      ['scheduled'],
      ', remove members or invitations on the Company page, then schedule it again on the billing page.',
    ],
  'Too many requests. Please try again later.': ['Too many requests. Please try again later.'],
  'Too many searches from your network. Please wait a moment and try again.': [
    'Too many searches from your network. Please wait a moment and try again.',
  ],
  'Total paid: {amount}': ['Total paid: ', ['amount']],
  'Turn the endpoint on before sending a delivery again.': [
    'Turn the endpoint on before sending a delivery again.',
  ],
  'Turn the endpoint on before sending a test event.': ['Turn the endpoint on before sending a test event.'],
  'Unknown CV': ['Unknown CV'],
  'Unknown device': ['Unknown device'],
  'Unknown or not allowed interviewer': ['Unknown or not allowed interviewer'],
  'Unknown plan.': ['Unknown plan.'],
  'Unknown stage': ['Unknown stage'],
  'Unlimited candidates': ['Unlimited candidates'],
  'Unlock this candidate’s contact details before adding them to a posting.': [
    'Unlock this candidate’s contact details before adding them to a posting.',
  ],
  'Unsubscribe from this alert': ['Unsubscribe from this alert'],
  'Up to 5 candidates': ['Up to 5 candidates'],
  'Up to {max} VND a month': ['Up to ', ['max'], ' VND a month'],
  'Upload the CV as multipart/form-data in the field "cv".': [
    'Upload the CV as multipart/form-data in the field "cv".',
  ],
  'Upload the file again': ['Upload the file again'],
  'Upload the file as multipart/form-data in the field "file".': [
    'Upload the file as multipart/form-data in the field "file".',
  ],
  'Upload the image as multipart/form-data in the field "image".': [
    'Upload the image as multipart/form-data in the field "image".',
  ],
  'VAT ({rate}%): {amount}': ['VAT (', ['rate'], '%): ', ['amount']],
  'Validation error': ['Validation error'],
  'Verify my e-mail address': ['Verify my e-mail address'],
  'We appreciate your interest in {company} and hope our paths cross again. We wish you the very best.': [
    'We appreciate your interest in ',
    ['company'],
    ' and hope our paths cross again. We wish you the very best.',
  ],
  'We received your application: {title} at {company}': [
    'We received your application: ',
    ['title'],
    ' at ',
    ['company'],
  ],
  'We would be glad to see you apply again for future openings that match your experience. We wish you every success in your search.':
    [
      'We would be glad to see you apply again for future openings that match your experience. We wish you every success in your search.',
    ],
  'We would be glad to see you apply again for future openings that match your experience. We wish you the very best in your search.':
    [
      'We would be glad to see you apply again for future openings that match your experience. We wish you the very best in your search.',
    ],
  'We would be happy to hear from you again when a new opening suits you. Best of luck in your search.': [
    'We would be happy to hear from you again when a new opening suits you. Best of luck in your search.',
  ],
  'Welcome to {company}!': ['Welcome to ', ['company'], '!'],
  'When: {when} ({minutes} minutes)': ['When: ', ['when'], ' (', ['minutes'], ' minutes)'],
  'While you have unread messages in this conversation, we send at most one notice every 15 minutes.': [
    'While you have unread messages in this conversation, we send at most one notice every 15 minutes.',
  ],
  'Who we are, what we build and how we work: the story and the people behind DotTrip.': [
    'Who we are, what we build and how we work: the story and the people behind DotTrip.',
  ],
  'Without a payment, the package stays active for 3 more days, then the company returns to the Free plan.': [
    'Without a payment, the package stays active for 3 more days, then the company returns to the Free plan.',
  ],
  'Write a message or attach a file.': ['Write a message or attach a file.'],
  'Write the post before publishing it.': ['Write the post before publishing it.'],
  'Write to DotTrip: questions about projects, partnerships or hiring on the platform.': [
    'Write to DotTrip: questions about projects, partnerships or hiring on the platform.',
  ],
  'You already belong to a company. Leave it, or cancel its package, before joining another.': [
    'You already belong to a company. Leave it, or cancel its package, before joining another.',
  ],
  'You are invited to interview for {title}': ['You are invited to interview for ', ['title']],
  'You are invited to {brand}': ['You are invited to ', ['brand']],
  'You are no longer a member of {company}': ['You are no longer a member of ', ['company']],
  'You are no longer an interviewer on the interview for {title} at {company} planned for {when}.': [
    'You are no longer an interviewer on the interview for ',
    ['title'],
    ' at ',
    ['company'],
    ' planned for ',
    ['when'],
    '.',
  ],
  'You can cancel the switch on the billing page until that month is paid.': [
    'You can cancel the switch on the billing page until that month is paid.',
  ],
  'You can choose which application mails you receive on the Notifications page of your dashboard.': [
    'You can choose which application mails you receive on the Notifications page of your dashboard.',
  ],
  'You can follow every step of it in "My applications".': [
    'You can follow every step of it in "My applications".',
  ],
  'You can message only candidates who applied to your company’s postings or whom your company unlocked.': [
    'You can message only candidates who applied to your company’s postings or whom your company unlocked.',
  ],
  'You cancelled the payment. Your account has not changed.': [
    'You cancelled the payment. Your account has not changed.',
  ],
  'You cannot do this to your own account; ask another administrator.': [
    'You cannot do this to your own account; ask another administrator.',
  ],
  'You cannot give a role with permissions you do not hold yourself.': [
    'You cannot give a role with permissions you do not hold yourself.',
  ],
  'You cannot grant a permission you do not hold yourself.': [
    'You cannot grant a permission you do not hold yourself.',
  ],
  'You do not belong to a company.': ['You do not belong to a company.'],
  'You do not have permission to do this.': ['You do not have permission to do this.'],
  'You do not hold the permission {permission}.': ['You do not hold the permission ', ['permission'], '.'],
  'You have already applied to this posting.': ['You have already applied to this posting.'],
  'You have sent many applications in the last hour. Please try again later.': [
    'You have sent many applications in the last hour. Please try again later.',
  ],
  'You have uploaded many CVs in the last hour. Please try again later.': [
    'You have uploaded many CVs in the last hour. Please try again later.',
  ],
  'You have uploaded many images in the last hour. Please try again later.': [
    'You have uploaded many images in the last hour. Please try again later.',
  ],
  'You joined the company.': ['You joined the company.'],
  'You left the company.': ['You left the company.'],
  'You receive this mail because you saved this search on {brand}.': [
    'You receive this mail because you saved this search on ',
    ['brand'],
    '.',
  ],
  'You will receive the interview details (time, place or link) in a separate invitation.': [
    'You will receive the interview details (time, place or link) in a separate invitation.',
  ],
  'Your GitHub account has no verified primary e-mail address. Verify one on GitHub and try again.': [
    'Your GitHub account has no verified primary e-mail address. Verify one on GitHub and try again.',
  ],
  'Your access to {company} on {brand} has ended. Your own account, applications and saved jobs stay as they were.':
    [
      'Your access to ',
      ['company'],
      ' on ',
      ['brand'],
      ' has ended. Your own account, applications and saved jobs stay as they were.',
    ],
  'Your account has been deleted.': ['Your account has been deleted.'],
  'Your account is already an employer account.': ['Your account is already an employer account.'],
  'Your account is now an employer account on the {plan} plan.': [
    'Your account is now an employer account on the ',
    ['plan'],
    ' plan.',
  ],
  'Your account now signs in with {email}; this address no longer receives its mail.': [
    'Your account now signs in with ',
    ['email'],
    '; this address no longer receives its mail.',
  ],
  'Your application for {title} at {company}': ['Your application for ', ['title'], ' at ', ['company']],
  'Your application for {title} at {company} has been withdrawn as you asked.': [
    'Your application for ',
    ['title'],
    ' at ',
    ['company'],
    ' has been withdrawn as you asked.',
  ],
  'Your application for {title} at {company} is being reviewed again.': [
    'Your application for ',
    ['title'],
    ' at ',
    ['company'],
    ' is being reviewed again.',
  ],
  'Your application for {title} is back under review': [
    'Your application for ',
    ['title'],
    ' is back under review',
  ],
  'Your application for {title} is being reviewed': [
    'Your application for ',
    ['title'],
    ' is being reviewed',
  ],
  'Your application for {title} was withdrawn': ['Your application for ', ['title'], ' was withdrawn'],
  'Your code is: {code}': ['Your code is: ', ['code']],
  'Your company has no package.': ['Your company has no package.'],
  'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.':
    [
      'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.',
    ],
  'Your company is already on this plan.': ['Your company is already on this plan.'],
  'Your company is on the {plan} plan now; the rest of this period costs nothing more.': [
    'Your company is on the ',
    ['plan'],
    ' plan now; the rest of this period costs nothing more.',
  ],
  'Your company moves to the {plan} plan on {date}. The renewal of the next month is for {plan}, at its price.':
    [
      'Your company moves to the ',
      ['plan'],
      ' plan on ',
      ['date'],
      '. The renewal of the next month is for ',
      ['plan'],
      ', at its price.',
    ],
  'Your company stays on the {plan} plan': ['Your company stays on the ', ['plan'], ' plan'],
  'Your company stays on the {plan} plan, paid until {date}; its renewal is the {plan} plan’s, as before.': [
    'Your company stays on the ',
    ['plan'],
    ' plan, paid until ',
    ['date'],
    '; its renewal is the ',
    ['plan'],
    ' plan’s, as before.',
  ],
  'Your company stays on the {running} plan: this payment for the {plan} plan extends it until {date}, the share of a month its amount buys.':
    [
      'Your company stays on the ',
      ['running'],
      ' plan: this payment for the ',
      ['plan'],
      ' plan extends it until ',
      ['date'],
      ', the share of a month its amount buys.',
    ],
  'Your company’s data is kept.': ['Your company’s data is kept.'],
  'Your employer package has been cancelled.': ['Your employer package has been cancelled.'],
  'Your employer package has been cancelled. {count, plural, one {# published posting was} other {# published postings were}} closed.':
    [
      'Your employer package has been cancelled. ',
      ['count', 'plural', { one: ['#', ' published posting was'], other: ['#', ' published postings were'] }],
      ' closed.',
    ],
  'Your package has no paid period to renew or change.': [
    'Your package has no paid period to renew or change.',
  ],
  'Your package renews again. It is paid until {date}; reminders to pay the next month come by mail.': [
    'Your package renews again. It is paid until ',
    ['date'],
    '; reminders to pay the next month come by mail.',
  ],
  'Your package will not renew. It stays active until {date}; then your account returns to a member account and its published postings close.':
    [
      'Your package will not renew. It stays active until ',
      ['date'],
      '; then your account returns to a member account and its published postings close.',
    ],
  'Your password reset code is: {code}': ['Your password reset code is: ', ['code']],
  'Your plan unlocks up to {count, plural, one {# candidate} other {# candidates}} per month and none are left this month. Upgrade for more candidates.':
    [
      'Your plan unlocks up to ',
      ['count', 'plural', { one: ['#', ' candidate'], other: ['#', ' candidates'] }],
      ' per month and none are left this month. Upgrade for more candidates.',
    ],
  'Your postings, applications and candidates are kept. To come back, choose a plan on the billing page: it takes effect as soon as it is paid.':
    [
      'Your postings, applications and candidates are kept. To come back, choose a plan on the billing page: it takes effect as soon as it is paid.',
    ],
  'Your receipts stay available on the billing page of {brand}.': [
    'Your receipts stay available on the billing page of ',
    ['brand'],
    '.',
  ],
  'Your session has ended. Please log in again.': ['Your session has ended. Please log in again.'],
  'Your session has expired. Please log in again.': ['Your session has expired. Please log in again.'],
  'Your submission “{title}” is approved. It is now on the public site.': [
    'Your submission “',
    ['title'],
    '” is approved. It is now on the public site.',
  ],
  'Your submission “{title}” was not approved.': ['Your submission “', ['title'], '” was not approved.'],
  'Your switch to the {plan} plan is scheduled again': [
    'Your switch to the ',
    ['plan'],
    ' plan is scheduled again',
  ],
  'Your verification code is: {code}': ['Your verification code is: ', ['code']],
  'Your {brand} e-mail address was changed': ['Your ', ['brand'], ' e-mail address was changed'],
  'Your {brand} password was changed': ['Your ', ['brand'], ' password was changed'],
  'Your {plan} package ends on {date}': ['Your ', ['plan'], ' package ends on ', ['date']],
  'Your {plan} package has ended': ['Your ', ['plan'], ' package has ended'],
  'Your {plan} package is unpaid: it ends on {date}': [
    'Your ',
    ['plan'],
    ' package is unpaid: it ends on ',
    ['date'],
  ],
  '[Ticket #{number}] New reply: {subject}': ['[Ticket #', ['number'], '] New reply: ', ['subject']],
  interviewer: ['interviewer'],
  recruiter: ['recruiter'],
  'their company': ['their company'],
  'your company': ['your company'],
  '{action, select, publish {The deadline has passed; move the deadline to a later day before this posting is published.} other {The deadline has passed; move the deadline to a later day before this posting is reopened.}}':
    [
      [
        'action',
        'select',
        {
          publish: [
            'The deadline has passed; move the deadline to a later day before this posting is published.',
          ],
          other: [
            'The deadline has passed; move the deadline to a later day before this posting is reopened.',
          ],
        },
      ],
    ],
  '{author} of the support team replied to your ticket #{number} “{subject}”:': [
    ['author'],
    ' of the support team replied to your ticket #',
    ['number'],
    ' “',
    ['subject'],
    '”:',
  ],
  '{author} replied on ticket #{number} “{subject}”:': [
    ['author'],
    ' replied on ticket #',
    ['number'],
    ' “',
    ['subject'],
    '”:',
  ],
  '{brand} test mail': [['brand'], ' test mail'],
  '{browser} on {os}': [['browser'], ' on ', ['os']],
  '{candidate} has applied for {title}.': [['candidate'], ' has applied for ', ['title'], '.'],
  '{code} confirms your new {brand} e-mail address': [
    ['code'],
    ' confirms your new ',
    ['brand'],
    ' e-mail address',
  ],
  '{code} is your {brand} verification code': [['code'], ' is your ', ['brand'], ' verification code'],
  '{count, plural, one {# application} other {# applications}}': [
    ['count', 'plural', { one: ['#', ' application'], other: ['#', ' applications'] }],
  ],
  '{count, plural, one {# job posted since the last mail matches your alert “{alert}”.} other {# jobs posted since the last mail match your alert “{alert}”.}}':
    [
      [
        'count',
        'plural',
        {
          one: ['#', ' job posted since the last mail matches your alert “', ['alert'], '”.'],
          other: ['#', ' jobs posted since the last mail match your alert “', ['alert'], '”.'],
        },
      ],
    ],
  '{count, plural, one {# new application} other {# new applications}} today': [
    ['count', 'plural', { one: ['#', ' new application'], other: ['#', ' new applications'] }],
    ' today',
  ],
  '{count, plural, one {# new job} other {# new jobs}} for your alert “{alert}”': [
    ['count', 'plural', { one: ['#', ' new job'], other: ['#', ' new jobs'] }],
    ' for your alert “',
    ['alert'],
    '”',
  ],
  '{count, plural, one {# published posting was} other {# published postings were}} closed. Your company’s data is kept.':
    [
      ['count', 'plural', { one: ['#', ' published posting was'], other: ['#', ' published postings were'] }],
      ' closed. Your company’s data is kept.',
    ],
  '{count, plural, one {# published posting was} other {# published postings were}} closed: the Free plan keeps fewer.':
    [
      ['count', 'plural', { one: ['#', ' published posting was'], other: ['#', ' published postings were'] }],
      ' closed: the Free plan keeps fewer.',
    ],
  '{count, plural, one {# teammate lost} other {# teammates lost}} access to the company; each was told by mail.':
    [
      ['count', 'plural', { one: ['#', ' teammate lost'], other: ['#', ' teammates lost'] }],
      ' access to the company; each was told by mail.',
    ],
  '{count, plural, one {# teammate lost} other {# teammates lost}} access: the Free plan has fewer seats.': [
    ['count', 'plural', { one: ['#', ' teammate lost'], other: ['#', ' teammates lost'] }],
    ' access: the Free plan has fewer seats.',
  ],
  '{feature}: not in any plan at the moment.': [['feature'], ': not in any plan at the moment.'],
  '{feature}: part of the {plan} plan. Upgrade to use it.': [
    ['feature'],
    ': part of the ',
    ['plan'],
    ' plan. Upgrade to use it.',
  ],
  '{from} wrote to you on DotTrip. Read the conversation and reply there.': [
    ['from'],
    ' wrote to you on DotTrip. Read the conversation and reply there.',
  ],
  '{inviter} invited you to join {company} on {brand}': [
    ['inviter'],
    ' invited you to join ',
    ['company'],
    ' on ',
    ['brand'],
  ],
  '{inviter} invited you to join {company} on {brand} as {role}.': [
    ['inviter'],
    ' invited you to join ',
    ['company'],
    ' on ',
    ['brand'],
    ' as ',
    ['role'],
    '.',
  ],
  '{inviter} invited you to {brand}. Choose a password to open your account; you will be signed in at once.':
    [
      ['inviter'],
      ' invited you to ',
      ['brand'],
      '. Choose a password to open your account; you will be signed in at once.',
    ],
  '{location} (remote possible)': [['location'], ' (remote possible)'],
  '{minutes, plural, one {Too many attempts with the current password. Please try again in # minute.} other {Too many attempts with the current password. Please try again in # minutes.}}':
    [
      [
        'minutes',
        'plural',
        {
          one: ['Too many attempts with the current password. Please try again in ', '#', ' minute.'],
          other: ['Too many attempts with the current password. Please try again in ', '#', ' minutes.'],
        },
      ],
    ],
  '{minutes, plural, one {Too many failed login attempts. Please try again in # minute.} other {Too many failed login attempts. Please try again in # minutes.}}':
    [
      [
        'minutes',
        'plural',
        {
          one: ['Too many failed login attempts. Please try again in ', '#', ' minute.'],
          other: ['Too many failed login attempts. Please try again in ', '#', ' minutes.'],
        },
      ],
    ],
  '{min} – {max} VND a month': [['min'], ' – ', ['max'], ' VND a month'],
  '{plan} plan on DotTrip, order {ref}': [['plan'], ' plan on DotTrip, order ', ['ref']],
  '{time} does not exist in {zone} (the clocks move forward then); choose another time': [
    ['time'],
    ' does not exist in ',
    ['zone'],
    ' (the clocks move forward then); choose another time',
  ],
  '{time} does not exist in {zone} (the clocks move forward then); choose another time.': [
    ['time'],
    ' does not exist in ',
    ['zone'],
    ' (the clocks move forward then); choose another time.',
  ],
  '{title} at {company}': [['title'], ' at ', ['company']],
  '{title}, page {page}': [['title'], ', page ', ['page']],
  '{type} interview for {title} at {company}.': [
    ['type', 'select', { phone: ['Phone'], video: ['Video'], onsite: ['On-site'], other: [['type']] }],
    ' interview for ',
    ['title'],
    ' at ',
    ['company'],
    '.',
  ],
  '— The {brand} team': ['— The ', ['brand'], ' team'],
  '“{title}” is approved and published': ['“', ['title'], '” is approved and published'],
  '“{title}” was not approved': ['“', ['title'], '” was not approved'],
  '“{title}” was taken off the site': ['“', ['title'], '” was taken off the site'],
};
