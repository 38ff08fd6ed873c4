/**
 * The staff console's HTML: structure and labels only. Behaviour comes from the modules under
 * `/staff/console/` (the page loads `main.js`) and looks from `/staff/console.css`, so the page
 * runs under a CSP without 'unsafe-inline'.
 */
export const CONSOLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Staff console · queue-booking</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/staff/console.css">
<script type="module" src="/staff/console/main.js"></script>
</head>
<body>
<header class="bar">
  <h1>Staff console</h1>
  <p id="who" hidden></p>
  <button type="button" id="sign-out" hidden>Sign out</button>
</header>
<main>
  <div id="error" role="alert"></div>
  <div id="status" role="status" aria-live="polite"></div>
  <section id="sign-in" aria-labelledby="sign-in-title">
    <h2 id="sign-in-title">Sign in</h2>
    <form id="sign-in-form">
      <label for="token">Staff token</label>
      <input id="token" name="token" type="password" autocomplete="off" spellcheck="false" required aria-describedby="token-help">
      <p id="token-help" class="hint">Paste the token your administrator issued. It stays in this browser tab only.</p>
      <button type="submit">Sign in</button>
    </form>
  </section>
  <section id="desk" hidden aria-labelledby="desk-title">
    <h2 id="desk-title">Your desk</h2>
    <div class="toolbar">
      <label for="location">Location</label>
      <select id="location"></select>
      <button type="button" id="call-next">Call next</button>
      <button type="button" id="duty" aria-pressed="false" hidden>Go on duty</button>
    </div>
    <p id="live-state" class="hint">Connecting to live updates…</p>
    <p id="zone" class="hint"></p>
    <section class="part" aria-labelledby="line-title">
      <h3 id="line-title">The line</h3>
      <div id="line" aria-live="polite" aria-labelledby="line-title"></div>
    </section>
    <section class="part" aria-labelledby="day-title">
      <h3 id="day-title">Today's appointments</h3>
      <div class="toolbar">
        <label for="day-date">Date</label>
        <input id="day-date" type="date">
        <button type="button" id="day-today">Today</button>
        <input id="day-mine" type="checkbox">
        <label for="day-mine" class="plain">Only my appointments</label>
      </div>
      <div id="day"></div>
    </section>
    <section class="part" aria-labelledby="staff-title">
      <h3 id="staff-title">Staff at this location</h3>
      <ul id="staff" aria-labelledby="staff-title"></ul>
    </section>
  </section>
</main>
</body>
</html>
`;
