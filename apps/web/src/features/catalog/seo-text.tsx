import styles from './seo-text.module.css';

/**
 * The SEO text under a page (SPEC section 2): plain paragraphs. Any markup in it is dropped,
 * never injected, so catalogue text cannot run script on the page.
 */
export function SeoText({ text, title }: { text: string; title?: string }) {
  const paragraphs = text
    .replace(/<\/p>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.seo}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}
