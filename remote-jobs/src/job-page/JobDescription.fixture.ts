/**
 * A representative job description: the seed's shape (headings, paragraphs, lists, links)
 * plus every other construct CommonMark makes, hostile ones included. `JobDescription.test.tsx`
 * converts and renders it, and compares the DOM with REACT_MARKDOWN_HTML below.
 */
export const REPRESENTATIVE_DESCRIPTION = [
  '# About Mossvault',
  '',
  'Mossvault is building a *self-custody* wallet for **phones and browsers**. Read more on [our website](https://mossvault.example "Our site")',
  'or mail <jobs@mossvault.example>. Fees are 0.3&nbsp;% &amp; falling &copy; \\*not emphasis\\*.',
  '',
  '## The role',
  '',
  'You will report to our Head of Engineering.  ',
  'A hard break came before this line, and `inline code` sits here.',
  '',
  '### Responsibilities',
  '',
  '- Work closely with **protocol** and _product_ engineers',
  '- Design APIs:',
  '  - data models',
  '  - [specs](https://docs.mossvault.example/specs)',
  '- Own services in production',
  '',
  '#### How we work',
  '',
  '1. A short intro call',
  '2. A practical exercise',
  '',
  '   With a second paragraph in the item.',
  '3. A conversation with the team',
  '',
  '##### Stack',
  '',
  '```go',
  'func main() {',
  '\tfmt.Println("gm")',
  '}',
  '```',
  '',
  '    indented code',
  '',
  '###### Small print',
  '',
  '> We ship in the open.',
  '>',
  '> - audits',
  '> - bug bounty',
  '',
  '---',
  '',
  '![Team photo](https://tracker.example/pixel.gif) ![](https://tracker.example/blank.gif)',
  '[unsafe](javascript:alert(1)) [relative](/admin) [ref][careers] [bad ref][bad] [missing][nope]',
  '',
  'Raw <b>html</b> is skipped.',
  '',
  '<div>a raw block</div>',
  '',
  '[careers]: https://mossvault.example/careers',
  '[bad]: data:text/html,hi',
].join('\n');

/**
 * What react-markdown 10.1.0 drew for REPRESENTATIVE_DESCRIPTION with the job page's former
 * components (before the page rendered the api's tree), recorded while both renderers were
 * installed. Whitespace-only text between blocks, which the tree leaves out and which drew
 * nothing, is removed; soft line breaks inside paragraphs are kept. The emotion class names
 * are hashes of each component's styles: they change only when those styles change, and then
 * this is recorded again from the renderer after checking the page looks as intended.
 */
export const REACT_MARKDOWN_HTML = [
  '<div class="css-1axhsd"><h2 class="chakra-heading css-10fmir6">About Mossvault</h2><p class="chakra-text css-rszk63">Mossvault is building a <em>self-custody</em> wallet for <strong>phones and browsers</strong>. Read more on <a target="_blank" rel="noopener noreferrer nofollow" class="chakra-link css-1scfrdr" href="https://mossvault.example">our website</a>',
  'or mail <a target="_blank" rel="noopener noreferrer nofollow" class="chakra-link css-1scfrdr" href="mailto:jobs@mossvault.example">jobs@mossvault.example</a>. Fees are 0.3&nbsp;% &amp; falling \u00a9 *not emphasis*.</p><h2 class="chakra-heading css-10fmir6">The role</h2><p class="chakra-text css-rszk63">You will report to our Head of Engineering.<br>',
  'A hard break came before this line, and <code class="chakra-code css-71ce7n">inline code</code> sits here.</p><h3 class="chakra-heading css-1edch12">Responsibilities</h3><ul role="list" class="css-10ecd7t"><li class="css-0">Work closely with <strong>protocol</strong> and <em>product</em> engineers</li><li class="css-0">Design APIs:<ul role="list" class="css-10ecd7t"><li class="css-0">data models</li><li class="css-0"><a target="_blank" rel="noopener noreferrer nofollow" class="chakra-link css-1scfrdr" href="https://docs.mossvault.example/specs">specs</a></li></ul></li><li class="css-0">Own services in production</li></ul><h4 class="chakra-heading css-1edch12">How we work</h4><ol role="list" class="css-1hbho2f"><li class="css-0"><p class="chakra-text css-rszk63">A short intro call</p></li><li class="css-0"><p class="chakra-text css-rszk63">A practical exercise</p><p class="chakra-text css-rszk63">With a second paragraph in the item.</p></li><li class="css-0"><p class="chakra-text css-rszk63">A conversation with the team</p></li></ol><h5 class="chakra-heading css-hxdfst">Stack</h5><pre><code class="chakra-code css-71ce7n">func main() {',
  '\tfmt.Println("gm")',
  '}',
  '</code></pre><pre><code class="chakra-code css-71ce7n">indented code',
  '</code></pre><h6 class="chakra-heading css-hxdfst">Small print</h6><div class="css-qy2g3v"><p class="chakra-text css-rszk63">We ship in the open.</p><ul role="list" class="css-10ecd7t"><li class="css-0">audits</li><li class="css-0">bug bounty</li></ul></div><hr aria-orientation="horizontal" class="chakra-divider css-8052ex"><p class="chakra-text css-rszk63"><span class="chakra-text css-1xrpz2b">[Team photo]</span> ',
  '<span class="chakra-text css-0">unsafe</span> <span class="chakra-text css-0">relative</span> <a target="_blank" rel="noopener noreferrer nofollow" class="chakra-link css-1scfrdr" href="https://mossvault.example/careers">ref</a> <span class="chakra-text css-0">bad ref</span> [missing][nope]</p><p class="chakra-text css-rszk63">Raw html is skipped.</p></div>',
].join('\n');
