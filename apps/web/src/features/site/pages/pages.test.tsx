import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../home/home-page';
import { renderPage, stubApi } from '../test-utils';
import { AboutPage } from './about-page';
import { BlogPage } from './blog-page';
import { ContactPage } from './contact-page';
import { TeamPage } from './team-page';

// jsdom has no 2D canvas; the decorative canvas simply does not draw.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('has the hero buttons, value cards, featured projects, developer network, jobs link and #contact', () => {
    stubApi();
    renderPage(<HomePage contactForm={<form aria-label="Contact form" />} />, '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Building the Future');
    expect(screen.getByRole('link', { name: 'Explore Projects' })).toHaveAttribute('href', '/projects');
    // "Learn More" alone is not descriptive (Lighthouse SEO link-text); the name says where it goes.
    expect(screen.getByRole('link', { name: /^Learn More\s*about DotTrip$/ })).toHaveAttribute(
      'href',
      '/about',
    );

    for (const value of ['Open Source', 'Customizable', 'High Performance', 'Community Driven']) {
      expect(screen.getByRole('heading', { name: value, level: 3 })).toBeInTheDocument();
    }

    const featured = screen.getByRole('heading', { name: 'Featured Projects' }).closest('section')!;
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      expect(within(featured).getByRole('heading', { name: `Project ${name}` })).toBeInTheDocument();
      expect(within(featured).getByRole('link', { name: `View Project: Project ${name}` })).toHaveAttribute(
        'href',
        '/projects',
      );
    }
    expect(within(featured).getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );

    const network = screen.getByRole('heading', { name: 'Developer Network' }).closest('section')!;
    const cards = within(network).getAllByRole('listitem');
    expect(
      cards.map((card) => [within(card).getByRole('heading').textContent, card.textContent]),
    ).toHaveLength(8);
    const counts = Object.fromEntries(
      cards.map((card) => [
        within(card).getByRole('heading').textContent,
        card.textContent!.match(/([\d,]+) developers/)![1],
      ]),
    );
    expect(counts).toEqual({
      JavaScript: '5,842',
      Python: '4,721',
      Java: '3,928',
      PHP: '2,715',
      'C#': '3,254',
      Ruby: '1,876',
      Go: '1,543',
      TypeScript: '3,127',
    });

    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it('puts a decorative 30-particle canvas in the hero', async () => {
    stubApi();
    renderPage(<HomePage contactForm={null} />, '/');
    await vi.waitFor(() => expect(document.querySelector('canvas')).not.toBeNull());
    const canvas = document.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('data-particles', '30');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('/about', () => {
  it('tells the story and mission, pillars, values, founding year, code host and join mailbox', () => {
    stubApi();
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    for (const name of [
      'Accessibility',
      'Flexibility',
      'Community',
      'Transparency',
      'Collaboration',
      'Innovation',
      'Quality',
    ]) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByText(/was founded in 2020/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DotTrip on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://github.com/dottrip',
    );
    expect(screen.getByRole('link', { name: 'join@dottrip.dev' })).toHaveAttribute(
      'href',
      'mailto:join@dottrip.dev',
    );
  });
});

describe('/team', () => {
  it('shows four members with initials avatars and named social links', () => {
    stubApi();
    renderPage(<TeamPage />, '/team');
    const members = screen.getByRole('heading', { name: 'Team members' }).closest('section')!;
    const names = within(members)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Linh Tran', 'Marcus Weber', 'Aisha Okafor', 'Hiro Tanaka']);
    expect(within(members).getByText('LT')).toHaveAttribute('aria-hidden', 'true');
    expect(within(members).getByText('HT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linh Tran on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://github.com/linhtran',
    );
    expect(
      screen.getByRole('link', { name: 'Linh Tran on Twitter (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Linh Tran on LinkedIn (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('lists two openings with Apply Now mailto links, and links the job board', () => {
    stubApi();
    renderPage(<TeamPage />, '/team');
    const apply = screen.getAllByRole('link', { name: /^Apply Now/ });
    expect(apply).toHaveLength(2);
    apply.forEach((link) => expect(link.getAttribute('href')).toMatch(/^mailto:join@dottrip\.dev\?subject=/));
    expect(screen.getByRole('link', { name: /Browse all open jobs/ })).toHaveAttribute('href', '/jobs');
  });
});

describe('/blog', () => {
  it('lists the published posts newest first, each card with category, title, summary, date and Read more', async () => {
    const post = (slug: string, category: string, title: string, date: string) => ({
      id: slug,
      slug,
      title,
      category,
      tags: [],
      lang: 'en',
      summary: `About ${title}`,
      author_name: 'DotTrip Team',
      cover_url: null,
      published_at: date,
      seo_title: '',
      seo_description: '',
    });
    stubApi((url) =>
      url.endsWith('/api/blog/posts')
        ? new Response(
            JSON.stringify({
              success: true,
              posts: [
                post('newest', 'careers', 'Newest <b>post</b>', '2026-01-02T09:00:00.000Z'),
                post('older', 'technology', 'Older post', '2025-09-12T09:00:00.000Z'),
              ],
              total: 2,
              page: 1,
              pageSize: 12,
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : undefined,
    );
    renderPage(<BlogPage />, '/blog');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('span')!.textContent)).toEqual(['Careers', 'Technology']);
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Newest <b>post</b>');
    expect(within(cards[1]!).getByText('September 12, 2025')).toHaveAttribute('datetime', '2025-09-12');
    expect(within(cards[0]!).getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      '/blog/newest',
    );
  });

  it('without the blog’s API, shows the spec’s three cards with an inert Read more', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Blog');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.querySelector('span')!.textContent)).toEqual([
      'Technology',
      'Design',
      'Development',
    ]);
    expect(within(cards[0]!).getByText('September 12, 2025')).toHaveAttribute('datetime', '2025-09-12');
    const readMore = within(cards[0]!).getByRole('button', { name: /Read more/ });
    expect(readMore).toHaveAttribute('aria-disabled', 'true');
    expect(readMore).toHaveAccessibleDescription('Coming soon');
    await user.click(readMore);
    expect(router.state.location.pathname).toBe('/blog');
  });
});

describe('/contact', () => {
  it('has a header, the form, office address, e-mail, phone, social links and four FAQ entries', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage(<ContactPage contactForm={<form aria-label="Contact form" />} />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByText(/42 Nguyen Hue Boulevard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@dottrip.dev' })).toHaveAttribute(
      'href',
      'mailto:info@dottrip.dev',
    );
    expect(screen.getByRole('link', { name: '+84 28 3822 0420' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /DotTrip on LinkedIn/ })).toBeInTheDocument();

    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' }).closest('section')!;
    const entries = faq.querySelectorAll('details');
    expect(entries).toHaveLength(4);
    const first = entries[0]!;
    expect(first).not.toHaveAttribute('open');
    await user.click(within(first).getByText('How can I contribute to DotTrip projects?'));
    expect(first).toHaveAttribute('open');
  });
});
