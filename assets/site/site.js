// pbem-arbiter's published site: steps through a game's boards. The page works
// without this script (the final board and the move list are in the HTML); with
// it, a move's link or the arrow keys show the board after that ply, the move
// link is marked aria-current and a live region announces the ply, its move and
// the pieces in words for a screen reader.
(function () {
  "use strict";
  var g = window.GAME;
  // The site's words in its language ([publish] language), English without them.
  var w = g.words || { start: "start", after_ply: "after ply", the_start: "The start.",
    after_ply_cap: "After ply", board_start: "The board at the start", board_after: "The board after ply",
    white: "White", black: "Black", pawn: "pawn", pawns: "pawns", no_pieces: "no pieces",
    shared: "Shared by both sides:" };
  if (!g) { return; }
  // boards[i]: square -> token after ply g.first + i; changed[i]: the squares
  // ply g.first + i changed (the last turn's highlight).
  var boards = [g.start];
  var changed = [{}];
  g.diffs.forEach(function (diff, i) {
    var next = Object.assign({}, boards[i]);
    var moved = {};
    diff.split(" ").forEach(function (change) {
      var at = change.indexOf("=");
      if (at < 0) { return; }
      var square = change.slice(0, at), token = change.slice(at + 1);
      if (token) { next[square] = token; } else { delete next[square]; }
      var piece = function (t) { return (t || "").split(/[*@]/)[0]; };
      if (piece(boards[i][square]) !== piece(token)) { moved[square] = true; }
    });
    boards.push(next);
    changed.push(moved);
  });
  var last = g.first + g.diffs.length;
  var shown = last;
  function show(ply) {
    ply = Math.max(g.first, Math.min(last, ply));
    var i = ply - g.first, board = boards[i], check = g.checks[i];
    g.squares.forEach(function (square) {
      var token = board[square] || "";
      var group = document.getElementById("p-" + square);
      var rect = document.getElementById("r-" + square);
      if (group) {
        var key = token + (check === square && token ? "+" : "");
        group.innerHTML = g.pieces[key] || "";
      }
      if (rect) { rect.classList.toggle("h", i > 0 && !!changed[i][square]); }
    });
    var current = document.querySelector("ol.moves a.current");
    if (current) { current.classList.remove("current"); current.removeAttribute("aria-current"); }
    var link = document.getElementById("p" + ply);
    if (link) { link.classList.add("current"); link.setAttribute("aria-current", "step"); }
    var label = document.getElementById("ply-label");
    if (label) { label.textContent = ply === 0 ? w.start : w.after_ply + " " + ply; }
    var where = ply === g.first && ply === 0 ? w.the_start
      : w.after_ply_cap + " " + ply + (link ? ", " + label_of(link) : "") + ".";
    var text = words(board);
    var figure = document.getElementById("board");
    if (figure) { figure.setAttribute("aria-label", (ply === 0 ? w.board_start : w.board_after + " " + ply) + ". " + text); }
    var status = document.getElementById("ply-status");
    if (status && ply !== shown) { status.textContent = where + " " + text; }
    shown = ply;
  }
  // A move link's move with its number, `2. Nf3` or `2... Nc6`, from its list
  // item (White's move is the item's first link unless the item starts with `…`).
  function label_of(link) {
    var item = link.closest("li");
    var number = item ? item.querySelector(".number") : null;
    var n = number ? number.textContent.replace(/\.$/, "") : "";
    var links = item ? item.querySelectorAll("a") : [];
    var black = links.length > 1 ? link === links[1] : item && item.textContent.indexOf("\u2026") >= 0;
    return n + (black ? "... " : ". ") + link.textContent;
  }
  // The board in words, as the replies' piece lists: each side's pieces, king
  // first and pawns last, `*` on a marked square.
  function words(board) {
    var order = { K: 0, Q: 1, R: 2, B: 3, N: 4, P: 9 };
    var sides = { White: [], Black: [] }, shared = [];
    Object.keys(board).forEach(function (square) {
      var token = board[square], piece = token.split(/[*@]/)[0];
      if (!piece) { return; }
      var star = token.indexOf("*") >= 0 ? "*" : "";
      var upper = piece.toUpperCase();
      var item = { letters: upper, square: square + star, file: square.charCodeAt(0), rank: parseInt(square.slice(1), 10) };
      if (piece !== upper && piece !== piece.toLowerCase()) { shared.push(piece + square + star); return; }
      sides[piece === upper ? "White" : "Black"].push(item);
    });
    var rank = function (l) { return l in order ? order[l] : 5; };
    var parts = ["White", "Black"].map(function (side) {
      var list = sides[side].sort(function (a, b) {
        return rank(a.letters) - rank(b.letters) || (a.letters < b.letters ? -1 : a.letters > b.letters ? 1 : 0)
          || a.file - b.file || a.rank - b.rank;
      });
      var pawns = list.filter(function (p) { return p.letters === "P"; }).map(function (p) { return p.square; });
      var letter = function (l) { return (w.letters && w.letters[l]) || l; };
      var out = list.filter(function (p) { return p.letters !== "P"; }).map(function (p) { return letter(p.letters) + p.square; });
      if (pawns.length) { out.push((pawns.length === 1 ? w.pawn : w.pawns) + " " + pawns.join(" ")); }
      return (side === "White" ? w.white : w.black) + ": " + (out.length ? out.join(", ") : w.no_pieces);
    });
    return parts.join("; ") + "." + (shared.length ? " " + w.shared + " " + shared.join(", ") + "." : "");
  }
  function go(where) {
    if (where === "first") { show(g.first); }
    else if (where === "prev") { show(shown - 1); }
    else if (where === "next") { show(shown + 1); }
    else { show(last); }
  }
  document.addEventListener("click", function (e) {
    var t = e.target;
    var ply = t.closest && t.closest("ol.moves a") ? /^p(\d+)$/.exec(t.closest("ol.moves a").id) : null;
    if (ply) { show(parseInt(ply[1], 10)); }
    if (t.dataset && t.dataset.go) { go(t.dataset.go); }
  });
  document.addEventListener("keydown", function (e) {
    var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
    var typing = e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName || "");
    if (keys[e.key] && !typing && !e.altKey && !e.ctrlKey && !e.metaKey) { e.preventDefault(); go(keys[e.key]); }
  });
  var fromHash = function () {
    var m = /^#p(\d+)$/.exec(window.location.hash);
    if (m) { show(parseInt(m[1], 10)); }
  };
  window.addEventListener("hashchange", fromHash);
  fromHash();
  if (!/^#p\d+$/.test(window.location.hash)) { show(last); }
}());
