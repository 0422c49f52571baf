// pbem-arbiter's published site: steps through a game's boards. The page works
// without this script (the final board and the move list are in the HTML); with
// it, a move's link or the arrow keys show the board after that ply.
(function () {
  "use strict";
  var g = window.GAME;
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
    if (current) { current.classList.remove("current"); }
    var link = document.getElementById("p" + ply);
    if (link) { link.classList.add("current"); }
    var label = document.getElementById("ply-label");
    if (label) { label.textContent = ply === 0 ? "start" : "after ply " + ply; }
    var figure = document.getElementById("board");
    if (figure) { figure.setAttribute("aria-label", "The board " + (ply === 0 ? "at the start" : "after ply " + ply)); }
    shown = ply;
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
    if (keys[e.key]) { e.preventDefault(); go(keys[e.key]); }
  });
  var fromHash = function () {
    var m = /^#p(\d+)$/.exec(window.location.hash);
    if (m) { show(parseInt(m[1], 10)); }
  };
  window.addEventListener("hashchange", fromHash);
  fromHash();
  if (!/^#p\d+$/.test(window.location.hash)) { show(last); }
}());
