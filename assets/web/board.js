// The board page. It shows what the server sends and asks the server for
// every step of a turn: which squares fit, which rotations, which spots are
// the service's answers, never worked out here. No framework, no build step.
"use strict";

(() => {
  const TILE = 64;
  const MIN_ZOOM = 0.25;
  const MAX_ZOOM = 3;
  // How long the live stream may be silent (two of the server's pings and
  // some), and how often the page reads the game itself meanwhile (ms).
  const QUIET = 45000;
  const QUIET_POLL = 5000;
  // How long the page waits before it opens a failed live stream again.
  const REOPEN_AFTER = 3000;
  const $ = (id) => document.getElementById(id);

  const page = {
    words: {},
    lang: null,
    token: null,
    session: null,
    state: null,
    live: null,
    view: { x: 0, y: 0, zoom: 1, placed: false },
    chosen: null, // { x, y, rots, rot } while choosing where the tile goes
    busy: false,
    heard: 0, // when the live stream last said anything
    watchdog: null,
  };

  // ----- words -----

  function word(key) {
    return page.words[key] || key;
  }

  function say(template, args) {
    return template.replace(/\{\s*\$(\w+)\s*\}/g, (_, name) => (name in args ? args[name] : ""));
  }

  async function loadWords(lang) {
    const r = await fetch(`/api/strings?lang=${encodeURIComponent(lang || "")}`);
    page.words = await r.json();
    page.lang = page.words.lang;
    document.documentElement.lang = page.lang;
    for (const el of document.querySelectorAll("[data-word]")) {
      el.textContent = word(el.dataset.word);
    }
    for (const el of document.querySelectorAll("[data-label]")) {
      el.setAttribute("aria-label", word(el.dataset.label));
      el.title = word(el.dataset.label);
    }
    $("title").textContent = word("page-title");
    $("board").setAttribute("aria-label", word("page-title"));
    const menu = $("lang");
    menu.replaceChildren(
      ...page.words.langs.map((l) => {
        const o = document.createElement("option");
        o.value = l.code;
        o.textContent = l.name;
        o.selected = l.code === page.lang;
        return o;
      }),
    );
    if (page.state) render();
    updateSeats();
  }

  // A passing notice; one that `stays` until the next (what stops the
  // page from going on).
  function notice(text, stays) {
    const n = $("notice");
    n.textContent = text;
    n.hidden = !text;
    clearTimeout(notice.timer);
    if (text && !stays) notice.timer = setTimeout(() => (n.hidden = true), 5000);
  }

  // ----- a new game at home -----

  function personRow(name) {
    const li = document.createElement("li");
    const input = document.createElement("input");
    input.type = "text";
    input.maxLength = 32;
    input.value = name;
    input.setAttribute("aria-label", word("page-people"));
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "✕";
    remove.setAttribute("aria-label", word("page-remove"));
    remove.addEventListener("click", () => {
      if ($("people").children.length > 1) li.remove();
      updateSeats();
    });
    li.append(input, remove);
    return li;
  }

  function computerRow(level) {
    const li = document.createElement("li");
    const select = document.createElement("select");
    select.setAttribute("aria-label", word("page-computers"));
    for (const l of ["easy", "medium", "hard", "random"]) {
      const o = document.createElement("option");
      o.value = l;
      o.textContent = word(`level-${l}`);
      o.selected = l === level;
      select.append(o);
    }
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "✕";
    remove.setAttribute("aria-label", word("page-remove"));
    remove.addEventListener("click", () => {
      li.remove();
      updateSeats();
    });
    li.append(select, remove);
    return li;
  }

  function updateSeats() {
    const people = $("people").children.length;
    const computers = $("computers").children.length;
    const seats = people + computers;
    $("seats").textContent = say(word("page-seats"), { seats });
    $("add-person").disabled = seats >= 6;
    $("add-computer").disabled = seats >= 6;
    $("start").disabled = seats < 2 || seats > 6 || people < 1;
  }

  function showSetup() {
    $("setup").hidden = false;
    $("game").hidden = true;
    if (!$("people").children.length) {
      $("people").append(personRow(""));
      $("computers").append(computerRow("medium"));
    }
    updateSeats();
  }

  async function startHomeGame(event) {
    event.preventDefault();
    const people = [...$("people").querySelectorAll("input")].map((i) => i.value);
    const computers = [...$("computers").querySelectorAll("select")].map((s) => s.value);
    const expansions = [...document.querySelectorAll("input[name=expansion]:checked")].map((c) => c.value);
    const rules = {
      small_city: Number($("small_city").value),
      farms: $("farms").value,
      end_scoring: $("end_scoring").value,
    };
    $("start").disabled = true;
    try {
      const r = await fetch(`/api/home?lang=${encodeURIComponent(page.lang)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ people, computers, rules, expansions }),
      });
      const answer = await r.json();
      if (!r.ok) {
        notice(answer.error);
        return;
      }
      location.hash = `t=${answer.token}`;
      openGame(answer.token);
    } catch (e) {
      notice(word("page-offline"));
    } finally {
      updateSeats();
    }
  }

  // ----- a game -----

  function openGame(token) {
    page.token = token;
    page.state = null;
    page.view.placed = false;
    $("setup").hidden = true;
    $("game").hidden = false;
    fetchState();
    openLive();
    // The server pings a quiet stream every 20 s. Silence past two pings
    // is a stream held back (by a proxy) or dead without an error: the
    // page then reads the game itself every few seconds, until the stream
    // speaks again.
    clearInterval(page.watchdog);
    page.watchdog = setInterval(() => {
      if (Date.now() - page.heard > QUIET && !document.hidden) fetchState();
    }, QUIET_POLL);
  }

  // The live stream is opened with a short-lived ticket, asked for with
  // the session's token (an address can be logged; a header is not). The
  // server ends a stream after a while, or when the session expires: the
  // page then opens another. A stream that fails for good (its ticket
  // spent, the server gone) is opened again a few seconds later.
  async function openLive() {
    if (page.live) page.live.close();
    page.live = null;
    clearTimeout(page.reopen);
    const token = page.token;
    let ticket = null;
    try {
      const r = await fetch(`/api/ticket`, { headers: { authorization: `Bearer ${token}` } });
      if (r.ok) ticket = (await r.json()).ticket;
      else if (r.status === 401) return;
    } catch (_) {
      ticket = null;
    }
    if (token !== page.token) return;
    if (!ticket) {
      $("status").textContent = word("page-offline");
      page.reopen = setTimeout(openLive, REOPEN_AFTER);
      return;
    }
    const live = new EventSource(`/api/live?ticket=${encodeURIComponent(ticket)}`);
    page.live = live;
    page.heard = Date.now();
    live.addEventListener("state", (e) => {
      page.heard = Date.now();
      took(JSON.parse(e.data));
    });
    live.addEventListener("ping", () => (page.heard = Date.now()));
    live.addEventListener("end", () => {
      if (page.live === live) openLive();
    });
    live.addEventListener("error", () => {
      if (live.readyState !== EventSource.OPEN) $("status").textContent = word("page-offline");
      if (live.readyState === EventSource.CLOSED && page.live === live) {
        page.reopen = setTimeout(openLive, REOPEN_AFTER);
      }
    });
  }

  async function fetchState() {
    const r = await fetch(`/api/state`, { headers: { authorization: `Bearer ${page.token}` } });
    const answer = await r.json();
    if (!r.ok) {
      notice(answer.error);
      if (r.status === 401) {
        if (inDiscord()) openActivity();
        else showSetupOrNothing();
      }
      return;
    }
    took(answer);
  }

  function showSetupOrNothing() {
    if (page.live) page.live.close();
    page.live = null;
    clearTimeout(page.reopen);
    clearInterval(page.watchdog);
    location.hash = "";
    showSetup();
  }

  // The game as sent: shown unless it is older than the one shown.
  function took(framed) {
    const s = framed.state;
    // The same game again (the answer to this page's own step, then the
    // live event of it) is not drawn twice: the keyboard stays where it is.
    if (page.state && s.revision <= page.state.revision) return;
    const turnChanged = !page.state || !page.state.turn || !s.turn || page.state.turn.key !== s.turn.key
      || page.state.turn.what.step !== s.turn.what.step;
    page.session = framed.session;
    page.state = s;
    if (turnChanged) page.chosen = null;
    render();
  }

  async function act(body) {
    if (page.busy) return;
    page.busy = true;
    let r;
    let answer;
    try {
      r = await fetch(`/api/act?lang=${encodeURIComponent(page.lang)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${page.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      answer = await r.json();
    } catch (e) {
      notice(word("page-offline"));
      return;
    } finally {
      // Free before the answer is drawn: the next step may be clicked as
      // soon as it shows.
      page.busy = false;
    }
    if (r.ok) {
      took(answer);
      return;
    }
    notice(answer.error);
    if (answer.stale) {
      notice(word("page-stale"));
      await fetchState();
    }
  }

  function myTurn() {
    const s = page.state;
    return s && s.turn && !s.turn.computer && page.session && page.session.seats.includes(s.turn.seat);
  }

  function seatOf(n) {
    return page.state.seats.find((s) => s.seat === n);
  }

  function art(kind) {
    return `/art/${page.state.expansions}/${kind}.png`;
  }

  // ----- drawing -----

  function render() {
    renderBoard();
    renderPanel();
    if (page.state.board && (!page.view.placed || (page.state.status !== "playing" && !page.view.ended))) {
      page.view.ended = page.state.status !== "playing";
      centre();
    }
    markStep();
  }

  // What the page waits for now, on <body> (for tests, and for styles):
  // `tile` or `follower` when it is this page's turn, `wait`, or `over`.
  function markStep() {
    const s = page.state;
    let step = "wait";
    if (s.status === "finished" || s.status === "cancelled") step = "over";
    else if (myTurn()) step = s.turn.what.step;
    document.body.dataset.step = step;
    document.body.dataset.turn = s.turn ? `${s.turn.key}:${s.turn.what.step}` : s.status;
  }

  function place(el, x, y) {
    el.style.left = `${x * TILE}px`;
    el.style.top = `${y * TILE}px`;
  }

  function tileImg(kind, x, y, rot, cls) {
    const img = document.createElement("img");
    img.className = cls;
    img.src = art(kind);
    img.alt = "";
    img.draggable = false;
    place(img, x, y);
    img.style.transform = `rotate(${rot * 90}deg)`;
    return img;
  }

  function renderBoard() {
    const s = page.state;
    const world = $("world");
    const items = [];
    if (s.board) {
      const last = s.board.last;
      for (const t of s.board.tiles) {
        const isLast = last && last.x === t.x && last.y === t.y;
        items.push(tileImg(t.kind, t.x, t.y, t.rot, isLast ? "tile last" : "tile"));
      }
      for (const f of s.board.figures) items.push(figure(f.seat, f.figure, f.x, f.y));
      if ($("holders").checked) items.push(...s.board.holders.map(held));
    }
    if (myTurn()) items.push(...turnItems(s.turn));
    // Drawn again, the square or spot that had the keyboard keeps it.
    const focused = world.contains(document.activeElement) ? document.activeElement.dataset.at : null;
    world.replaceChildren(...items);
    const again = focused && [...world.children].find((el) => el.dataset.at === focused);
    if (again) again.focus();
  }

  function figure(seat, kind, x, y) {
    const el = document.createElement("div");
    el.className = `figure ${kind}`;
    const who = seatOf(seat);
    el.style.background = who ? who.colour : "#888";
    el.style.left = `${x * TILE}px`;
    el.style.top = `${y * TILE}px`;
    return el;
  }

  // A ring where a held feature's figure would stand, in its holder's
  // colour (dashed where seats tie).
  function held(h) {
    const el = document.createElement("div");
    el.className = h.seats.length > 1 ? "held tie" : "held";
    const who = seatOf(h.seats[0]);
    el.style.borderColor = who ? who.colour : "#888";
    el.style.left = `${h.x * TILE}px`;
    el.style.top = `${h.y * TILE}px`;
    return el;
  }

  function turnItems(turn) {
    const what = turn.what;
    if (what.step === "tile") {
      const items = what.candidates.map((c) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "fit";
        const chosen = page.chosen && page.chosen.x === c.x && page.chosen.y === c.y;
        if (chosen) b.classList.add("chosen");
        b.setAttribute("aria-label", say(word("page-fits-here"), { x: c.x, y: -c.y }));
        b.setAttribute("aria-pressed", chosen ? "true" : "false");
        b.dataset.at = `${c.x},${c.y}`;
        place(b, c.x, c.y);
        b.addEventListener("click", () => choose(c));
        return b;
      });
      if (page.chosen) {
        items.push(tileImg(turn.tile, page.chosen.x, page.chosen.y, page.chosen.rot, "preview"));
      }
      return items;
    }
    return (what.spots || []).map((sp) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `spot ${sp.figure}`;
      b.dataset.at = `${sp.letter}${sp.figure}`;
      b.textContent = sp.letter;
      b.setAttribute("aria-label", sp.label);
      b.title = sp.label;
      b.style.left = `${sp.x * TILE}px`;
      b.style.top = `${sp.y * TILE}px`;
      b.addEventListener("click", () =>
        act({ act: "follower", key: turn.key, spot: sp.letter, figure: sp.figure }));
      return b;
    });
  }

  function choose(c) {
    const keep = page.chosen && page.chosen.x === c.x && page.chosen.y === c.y;
    page.chosen = keep ? page.chosen : { x: c.x, y: c.y, rots: c.rots, rot: c.rots[0] };
    render();
    const preview = document.querySelector(".fit.chosen");
    if (preview) preview.focus();
  }

  function turnTile(step) {
    const c = page.chosen;
    if (!c) return;
    const i = c.rots.indexOf(c.rot);
    c.rot = c.rots[(i + step + c.rots.length) % c.rots.length];
    render();
  }

  function button(key, onClick, primary) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.at = key;
    b.textContent = word(key);
    if (primary) b.className = "primary";
    b.addEventListener("click", onClick);
    return b;
  }

  function statusLine() {
    const s = page.state;
    if (s.status === "finished" || s.status === "cancelled") return word("page-game-over");
    if (!s.turn) return "";
    const player = s.turn.name;
    if (myTurn()) {
      const key = s.turn.what.step === "tile" ? "page-turn-tile" : "page-turn-figure";
      return say(word(key), { player }) + timeLeft(s.turn);
    }
    const watching = page.session && page.session.mode === "watch" ? ` ${word("page-watching")}` : "";
    return `${say(word("page-waiting"), { player })}${watching}${timeLeft(s.turn)}`;
  }

  // The turn's time left, where it has a limit.
  function timeLeft(turn) {
    if (!turn.deadline_at || turn.clock_stopped) return "";
    const left = turn.deadline_at - Date.now() / 1000;
    return ` ⏱ ${say(word("picture-bank-left"), { left: duration(left) })}`;
  }

  function renderPanel() {
    const s = page.state;
    $("status").textContent = statusLine();
    renderHand();
    $("news").replaceChildren(...((s.turn && s.turn.news) || []).map(li));
    renderScores();
    renderFeatures();
    renderBag();
    $("history").replaceChildren(...s.history.map(li));
    $("history").start = 1;
  }

  function li(text) {
    const el = document.createElement("li");
    el.textContent = text;
    return el;
  }

  function renderHand() {
    const s = page.state;
    const drawn = $("drawn");
    const controls = $("controls");
    // Drawn again, the control that had the keyboard keeps it.
    const focused = controls.contains(document.activeElement) ? document.activeElement.dataset.at : null;
    controls.replaceChildren();
    fillHand(s, drawn, controls);
    const again = focused && [...controls.children].find((el) => el.dataset.at === focused);
    if (again) again.focus();
  }

  function fillHand(s, drawn, controls) {
    drawn.hidden = !s.turn;
    if (!s.turn) {
      if (s.status === "finished" && page.session && page.session.mode === "home") {
        controls.append(button("page-new-game", showSetupOrNothing, true));
      }
      return;
    }
    drawn.src = art(s.turn.tile);
    drawn.alt = say(word("page-drawn-tile"), { tile: s.turn.tile_name || "" });
    const rot = page.chosen ? page.chosen.rot : 0;
    drawn.style.transform = `rotate(${rot * 90}deg)`;
    if (!myTurn()) return;
    const turn = s.turn;
    if (turn.what.step === "tile") {
      const c = page.chosen;
      const many = c && c.rots.length > 1;
      const left = button("button-turn-left", () => turnTile(-1));
      const right = button("button-turn-right", () => turnTile(1));
      left.disabled = right.disabled = !many;
      const confirm = button("button-confirm", () =>
        act({ act: "place", key: turn.key, x: c.x, y: c.y, rot: c.rot }), true);
      confirm.disabled = !c;
      controls.append(left, right, confirm);
    } else {
      controls.append(button("button-no-follower", () => act({ act: "follower", key: turn.key }), true));
      if (turn.what.abbot) controls.append(button("button-return-abbot", () => act({ act: "abbot", key: turn.key })));
      controls.append(button("button-take-back", () => act({ act: "take_back", key: turn.key })));
    }
  }

  // Each seat's points by roads, cities, monasteries, farms (and goods).
  function renderFeatures() {
    const s = page.state;
    const cols = ["", "picture-col-roads", "picture-col-cities", "picture-col-monasteries",
      "picture-col-farms"];
    if (s.goods) cols.push("picture-col-goods");
    const head = document.createElement("tr");
    for (const key of cols) {
      const th = document.createElement("th");
      th.textContent = key ? word(key) : "";
      head.append(th);
    }
    const rows = s.seats.filter((p) => p.seat !== null).map((p) => {
      const tr = document.createElement("tr");
      const name = document.createElement("td");
      name.textContent = p.name;
      tr.append(name);
      for (const n of p.breakdown.slice(0, cols.length - 1)) {
        const td = document.createElement("td");
        td.textContent = n;
        tr.append(td);
      }
      return tr;
    });
    $("features").replaceChildren(head, ...rows);
  }

  // The tiles still in the bag, kind by kind.
  function renderBag() {
    const s = page.state;
    $("bag").textContent = s.board ? say(word("page-bag"), { left: s.board.tiles_left }) : "";
    const tiles = s.board ? s.board.bag.filter((b) => b.count > 0) : [];
    $("bag-tiles").replaceChildren(...tiles.map((b) => {
      const item = document.createElement("li");
      const img = document.createElement("img");
      img.src = art(b.kind);
      img.alt = b.name;
      img.loading = "lazy";
      item.append(img, document.createTextNode(`×${b.count}`));
      return item;
    }));
  }

  // Seconds as the pictures say them: 2d 3h, 4h 10m, 25m.
  function duration(secs) {
    const m = Math.max(0, Math.floor(secs / 60));
    const [d, h] = [Math.floor(m / 1440), Math.floor((m % 1440) / 60)];
    if (d > 0) return say(word("picture-bank-dh"), { d, h });
    if (h > 0) return say(word("picture-bank-hm"), { h, m: m % 60 });
    return say(word("picture-bank-m"), { m });
  }

  function renderScores() {
    const s = page.state;
    const rows = (s.standings.length ? s.standings : s.seats).map((p) => {
      const tr = document.createElement("tr");
      if (s.turn && p.seat === s.turn.seat) tr.className = "turn";
      const name = document.createElement("td");
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = p.colour || "#888";
      name.append(swatch, document.createTextNode(p.rank ? `${p.rank}. ${p.name}` : p.name));
      const score = document.createElement("td");
      score.className = "num";
      score.textContent = p.score;
      const left = document.createElement("td");
      left.className = "num muted";
      left.textContent = p.followers === undefined ? "" : `${p.followers}●`;
      tr.append(name, score, left);
      if (p.bank_left !== null && p.bank_left !== undefined) {
        const bank = document.createElement("td");
        bank.className = "num muted";
        bank.textContent = duration(p.bank_left);
        tr.append(bank);
      }
      return tr;
    });
    $("scores").replaceChildren(...rows);
  }

  // ----- panning and zooming -----

  function applyView() {
    const v = page.view;
    $("world").style.transform = `translate(${v.x}px, ${v.y}px) scale(${v.zoom})`;
  }

  function centre() {
    const s = page.state;
    if (!s || !s.board || !s.board.tiles.length) return;
    const xs = s.board.tiles.map((t) => t.x);
    const ys = s.board.tiles.map((t) => t.y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
    const box = $("board").getBoundingClientRect();
    const fit = Math.min(box.width / ((maxX - minX + 2) * TILE), box.height / ((maxY - minY + 2) * TILE));
    const v = page.view;
    v.zoom = Math.max(MIN_ZOOM, Math.min(1.5, fit));
    v.x = box.width / 2 - ((minX + maxX) / 2) * TILE * v.zoom;
    v.y = box.height / 2 - ((minY + maxY) / 2) * TILE * v.zoom;
    v.placed = true;
    applyView();
  }

  function zoomAt(factor, cx, cy) {
    const v = page.view;
    const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, v.zoom * factor));
    v.x = cx - ((cx - v.x) * zoom) / v.zoom;
    v.y = cy - ((cy - v.y) * zoom) / v.zoom;
    v.zoom = zoom;
    applyView();
  }

  function zoomCentre(factor) {
    const box = $("board").getBoundingClientRect();
    zoomAt(factor, box.width / 2, box.height / 2);
  }

  function pan(dx, dy) {
    page.view.x += dx;
    page.view.y += dy;
    applyView();
  }

  function wirePointer() {
    const board = $("board");
    const pointers = new Map();
    let pinch = null;
    board.addEventListener("pointerdown", (e) => {
      if (e.target.closest("button")) return;
      board.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      board.classList.add("dragging");
    });
    board.addEventListener("pointermove", (e) => {
      const was = pointers.get(e.pointerId);
      if (!was) return;
      const now = { x: e.clientX, y: e.clientY };
      pointers.set(e.pointerId, now);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        const box = board.getBoundingClientRect();
        if (pinch) zoomAt(d / pinch, (a.x + b.x) / 2 - box.left, (a.y + b.y) / 2 - box.top);
        pinch = d;
      } else {
        pan(now.x - was.x, now.y - was.y);
      }
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (!pointers.size) board.classList.remove("dragging");
    };
    board.addEventListener("pointerup", up);
    board.addEventListener("pointercancel", up);
    board.addEventListener("wheel", (e) => {
      e.preventDefault();
      const box = board.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - box.left, e.clientY - box.top);
    }, { passive: false });
  }

  function wireKeys() {
    $("board").addEventListener("keydown", (e) => {
      const step = 48;
      const keys = {
        ArrowLeft: () => pan(step, 0),
        ArrowRight: () => pan(-step, 0),
        ArrowUp: () => pan(0, step),
        ArrowDown: () => pan(0, -step),
        "+": () => zoomCentre(1.25),
        "=": () => zoomCentre(1.25),
        "-": () => zoomCentre(0.8),
        0: centre,
      };
      if (e.target !== $("board") && e.key.startsWith("Arrow")) return;
      const f = keys[e.key];
      if (f) {
        e.preventDefault();
        f();
      }
    });
    document.addEventListener("keydown", (e) => {
      if (!myTurn() || e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
      if (e.key === "r" || e.key === "R") turnTile(e.shiftKey ? -1 : 1);
      if (e.key === "Enter" && page.chosen && e.target.classList.contains("fit")) {
        e.preventDefault();
        const t = page.state.turn;
        act({ act: "place", key: t.key, x: page.chosen.x, y: page.chosen.y, rot: page.chosen.rot });
      }
    });
  }

  // ----- inside Discord (an Activity) -----

  // Discord shows the page in its client with these in the address.
  function inDiscord() {
    const q = new URLSearchParams(location.search);
    return q.has("frame_id") && q.has("instance_id") && q.has("platform");
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.addEventListener("load", resolve);
      s.addEventListener("error", reject);
      document.head.append(s);
    });
  }

  // Asks Discord's client for an authorisation code (the SDK), and the
  // server for a session: it asks Discord who the code is for, and whether
  // they are in this Activity. The page never sees Discord's token.
  async function openActivity() {
    notice(word("page-asking-discord"), true);
    try {
      const conf = await (await fetch("/api/activity")).json();
      await loadScript("/discord-sdk.js");
      const sdk = new window.DiscordEmbedded.DiscordSDK(conf.client_id, { disableConsoleLogOverride: true });
      await sdk.ready();
      const { code } = await sdk.commands.authorize({
        client_id: conf.client_id,
        response_type: "code",
        state: "",
        prompt: "none",
        scope: ["identify"],
      });
      const r = await fetch("/api/activity", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code, instance_id: sdk.instanceId }),
      });
      const answer = await r.json();
      if (!r.ok) {
        notice(answer.error, true);
        return;
      }
      // Discord's language for the person, unless they chose another here.
      if (!chosenLang()) await loadWords(answer.lang);
      notice("");
      openGame(answer.token);
    } catch (e) {
      notice(word("page-error-discord-down"), true);
    }
  }

  // The language the person chose on this page before, if the browser
  // keeps it for the page (inside Discord's frame it may not).
  function chosenLang() {
    try {
      return localStorage.getItem("carcassonne-lang");
    } catch (_) {
      return null;
    }
  }

  // ----- start -----

  async function start() {
    const stored = chosenLang();
    await loadWords(stored || navigator.language || "en");
    $("lang").addEventListener("change", async (e) => {
      try {
        localStorage.setItem("carcassonne-lang", e.target.value);
      } catch (_) {
        // Storage refused (a frame of another site, in some browsers):
        // the choice holds for this visit.
      }
      await loadWords(e.target.value);
    });
    $("add-person").addEventListener("click", () => {
      $("people").append(personRow(""));
      updateSeats();
    });
    $("add-computer").addEventListener("click", () => {
      $("computers").append(computerRow("medium"));
      updateSeats();
    });
    $("setup-form").addEventListener("submit", startHomeGame);
    $("zoom-in").addEventListener("click", () => zoomCentre(1.25));
    $("zoom-out").addEventListener("click", () => zoomCentre(0.8));
    $("centre").addEventListener("click", centre);
    $("holders").addEventListener("change", () => page.state && renderBoard());
    wirePointer();
    wireKeys();
    window.addEventListener("resize", () => page.state && centre());
    const fromLink = () => new URLSearchParams(location.hash.slice(1)).get("t");
    // Another game's link opened in the same tab.
    window.addEventListener("hashchange", () => {
      const token = fromLink();
      if (token && token !== page.token) openGame(token);
    });
    const token = fromLink();
    if (inDiscord()) openActivity();
    else if (token) openGame(token);
    else showSetup();
  }

  document.addEventListener("DOMContentLoaded", start);
})();
