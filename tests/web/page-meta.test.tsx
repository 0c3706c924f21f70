import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropServedPageMeta, PageMeta } from '../../web/ui/PageMeta';

/** The head as the Worker serves it: the shell's title and the first page's own tags. */
function servedHead() {
  document.head.innerHTML =
    '<title>Preventivo | RiparoLab</title>' +
    '<meta name="description" content="Servita" data-server-head>' +
    '<meta name="robots" content="noindex" data-server-head>';
}

const metas = (name: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)].map(
    (tag) => tag.content,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageMeta', () => {
  it("writes each page's title, description and robots into <head>, replacing the last page's", () => {
    servedHead();
    dropServedPageMeta();
    const page = render(<PageMeta title="Carrello" description="Il tuo carrello." noIndex />);
    expect(document.title).toBe('Carrello | RiparoLab');
    expect(metas('description')).toEqual(['Il tuo carrello.']);
    expect(metas('robots')).toEqual(['noindex']);

    page.rerender(<PageMeta title="Academy" description="Corsi di riparazione." />);
    expect(document.title).toBe('Academy | RiparoLab');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(metas('description')).toEqual(['Corsi di riparazione.']);
    expect(metas('robots')).toEqual([]);
  });

  it('draws nothing in the page itself', () => {
    const { container } = render(<PageMeta title="Academy" description="Corsi." />);
    expect(container.innerHTML).toBe('');
  });
});
