import { describe, expect, it } from 'vitest';
import { EmailLayout } from './EmailLayout';
import { renderMail } from './render-mail';
import { SignInMail } from './SignInMail';
import { WelcomeMail } from './WelcomeMail';
import { MAIL_COLORS } from './brand';

const siteUrl = 'https://chainwork.example';

describe('renderMail (inside workerd)', () => {
  it('renders the brand layout as HTML and plain text', async () => {
    const mail = await renderMail(
      <EmailLayout preview="Preview line" siteUrl={siteUrl} reason="Because you asked.">
        <p>Body text</p>
      </EmailLayout>,
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(MAIL_COLORS.page);
    expect(mail.html).toContain('Body text');
    expect(mail.html).toContain('chainwork.example');
    expect(mail.text).toContain('Body text');
    expect(mail.text).toContain('Because you asked.');
    expect(mail.text).not.toContain('<');
  });

  it('puts the link and the code in both parts of the sign-in mail', async () => {
    const link = `${siteUrl}/sign-in?token=abc123`;
    const mail = await renderMail(<SignInMail siteUrl={siteUrl} link={link} code="042917" intent="sign-in" expiresInMinutes={15} />);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(link);
      expect(part).toContain('042917');
      expect(part).toContain('15 minutes');
    }
  });

  it('escapes what it is given', async () => {
    const mail = await renderMail(
      <SignInMail siteUrl={siteUrl} link={`${siteUrl}/?a="><script>x</script>`} code="1" intent="sign-up" expiresInMinutes={15} />,
    );
    expect(mail.html).not.toContain('<script>x');
  });

  it('renders the welcome mail with a way to post a job', async () => {
    const mail = await renderMail(
      <WelcomeMail siteUrl={siteUrl} postJobUrl={`${siteUrl}/post-job`} accountJobsUrl={`${siteUrl}/account/jobs`} />,
    );
    expect(mail.html).toContain('Post a job');
    expect(mail.text).toContain(`${siteUrl}/post-job`);
  });
});
