import { NAV_LINKS, SAMPLE_JOBS, type SampleJob } from './sample-jobs';

/** Plain elements styled by the page's one stylesheet (PLAIN_CSS): no styling at run time. */
function PlainCard({ job }: { job: SampleJob }) {
  return (
    <li className="card">
      <a href={`/jobs/${job.slug}`}>
        <span className="avatar" aria-hidden>
          {job.company[0]}
        </span>
        <span className="body">
          <strong>{job.title}</strong>
          <span>{job.company}</span>
          <span>
            {job.location} · {job.salary}
          </span>
          <span className="tags">
            {job.tags.map((tag) => (
              <span key={tag}>{tag}</span>
            ))}
          </span>
        </span>
        <span>{job.age}</span>
      </a>
    </li>
  );
}

export function PlainCards() {
  return (
    <>
      <header>
        <nav>
          {NAV_LINKS.map((label) => (
            <a key={label} href="#">
              {label}
            </a>
          ))}
        </nav>
      </header>
      <main>
        <h1>Remote crypto jobs</h1>
        <input aria-label="Search jobs" />
        <ul>
          {SAMPLE_JOBS.map((job) => (
            <PlainCard key={job.slug} job={job} />
          ))}
        </ul>
      </main>
    </>
  );
}

export const PLAIN_CSS =
  'body{margin:0;font-family:system-ui,sans-serif;background:#0b0a14;color:#eee}header,main{padding:16px}nav{display:flex;gap:16px}' +
  'a{color:inherit}ul{padding:0}.card{list-style:none;border:1px solid #333;border-radius:12px;padding:16px;margin:12px 0}' +
  '.card a{display:flex;gap:12px;text-decoration:none}.body{display:flex;flex-direction:column;gap:4px;flex:1}' +
  '.avatar{width:48px;height:48px;border-radius:50%;background:#6b46c1;display:grid;place-items:center}' +
  '.tags{display:flex;gap:6px}.tags span{background:#2a2540;border-radius:4px;padding:2px 6px}';
