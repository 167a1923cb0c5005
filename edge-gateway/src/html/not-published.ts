/**
 * The page served while no shell version is live: the gateway works, the site has
 * simply not been published into the asset store yet. Static text, nothing injected.
 */
export const NOT_PUBLISHED_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not published yet</title>
</head>
<body>
<h1>This site is not published yet</h1>
<p>The gateway is running, but no version of the shell app is live in the routing table.</p>
<p>Run <code>npm start</code> at the repository root: it builds every front end, publishes it to the asset store and points the routing table at it.</p>
</body>
</html>
`;
