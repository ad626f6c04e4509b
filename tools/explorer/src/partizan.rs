//! `grundy partizan`: the values of a partizan game, whose Left and Right
//! options differ, as canonical forms printed in CGSuite's notation
//! (numbers `3/4`, `-1 1/2`, numbers plus nimbers `1/2*`, ups `^*`,
//! switches `±1`, else `{a|b}`): one-parameter rules (`heap`, Left's and
//! Right's options each a heap rule of [`crate::rule`]), two-parameter ones
//! (`table`), Cutcake and Hackenbush stalks.
//!
//! The options of every position are read from the rules first (an error
//! in a rule is reported before any value); then
//! [`grundy::partizan::Solver`] with a [`Canonical`] arena values them (an
//! explicit stack; a cycle is an error naming a position on it), under a
//! time budget (`--time`, 10 s by default) with a progress line on stderr
//! after the first second. `--check` plays each position minus its value
//! by a minimax search of the rules (the position's own options, the
//! value's canonical options): the difference must be a second-player win,
//! whoever starts, i.e. the value is right (`G = v` iff `G - v` is a
//! second-player win: ONAG ch. 1; CGT ch. II). `--guess` looks for an
//! arithmetic period of numbers plus nimbers along `n`.

use crate::bound::heap_bound;
use crate::cli::PartizanGame;
use crate::failure::{parse_failure, Failure};
use crate::rule::{Rule, RuleError};
use crate::text;
use crate::text::grouped;
use grundy::partizan::{Canonical, Dyadic, GameId, NumberNimber, Partizan, Solver};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{IsTerminal as _, Write as _};
use std::time::{Duration, Instant};

/// The default `--time`, in seconds.
const DEFAULT_TIME: f64 = 10.0;
/// The positions `--check` may search in all (its memo).
const CHECK_STATES: usize = 2_000_000;
/// The forms the arena may store before the run stops (about 100 bytes
/// each).
const FORMS_CAP: usize = 10_000_000;
/// A value whose printed form would be longer is written by its birthday.
const PRINT_CAP: u64 = 300;
/// The longest stalk.
const STALK_CAP: usize = 30;

/// The positions of a game and their options read from the rules:
/// `left[i]` lists Left's options of position `i`, each the positions of
/// its components (a sum).
struct Positions {
    label: Vec<String>,
    left: Vec<Vec<Vec<u32>>>,
    right: Vec<Vec<Vec<u32>>>,
}

impl Partizan for &Positions {
    type Position = u32;
    fn left_options(&self, p: &u32) -> Vec<Vec<u32>> {
        self.left[*p as usize].clone()
    }
    fn right_options(&self, p: &u32) -> Vec<Vec<u32>> {
        self.right[*p as usize].clone()
    }
}

/// Runs `grundy partizan GAME`.
pub fn run(game: &PartizanGame) -> Result<String, Failure> {
    let options = game.options();
    if options.guess && !matches!(game, PartizanGame::Heap { .. }) {
        return Err(Failure::Usage(
            "--guess looks along n: it applies to `partizan heap`".to_string(),
        ));
    }
    let (title, positions, shown, layout) = match game {
        PartizanGame::Heap {
            left, right, len, ..
        } => {
            let len = len.unwrap_or(20) as usize;
            let (l, r) = (rule(left, "--left", false)?, rule(right, "--right", false)?);
            let p = heap_positions(&l, &r, len)?;
            let title = format!(
                "partizan heap, Left `{}`, Right `{}`: v(n), the value of a heap of n",
                text::quote(left.as_deref().unwrap_or("")),
                text::quote(right.as_deref().unwrap_or(""))
            );
            (title, p, (0..len as u32).collect::<Vec<_>>(), Layout::Line)
        }
        PartizanGame::Table { n, left, right, .. } => {
            let (l, r) = (rule(left, "--left", true)?, rule(right, "--right", true)?);
            let p = table_positions(&l, &r, *n)?;
            let title = format!(
                "partizan table, Left `{}`, Right `{}`, {} x {}: the value of (x, y); row x, \
                 column y",
                text::quote(left.as_deref().unwrap_or("")),
                text::quote(right.as_deref().unwrap_or("")),
                n,
                n
            );
            let cells = (0..*n * *n).map(|i| i as u32).collect();
            (
                title,
                p,
                cells,
                Layout::Grid {
                    n: *n,
                    from: 0,
                    corner: "x\\y",
                },
            )
        }
        PartizanGame::Cutcake { n, .. } => {
            let size = n + 1;
            let l = Rule::parse_table("for a in 1..x: (a, y), (x - a, y)")
                .map_err(|e| parse_failure("cutcake", "", &e))?;
            let r = Rule::parse_table("for b in 1..y: (x, b), (x, y - b)")
                .map_err(|e| parse_failure("cutcake", "", &e))?;
            let p = table_positions(&Some(l), &Some(r), size)?;
            let title = format!(
                "cutcake, 1..={} x 1..={}: the value of a w x h cake (Left cuts it into two \
                 narrower cakes, Right into two lower ones); row w, column h",
                n, n
            );
            let cells = (1..size)
                .flat_map(|w| (1..size).map(move |h| (w * size + h) as u32))
                .collect();
            (
                title,
                p,
                cells,
                Layout::Grid {
                    n: *n,
                    from: 1,
                    corner: "w\\h",
                },
            )
        }
        PartizanGame::Stalks { stalks, .. } => {
            let p = stalk_positions(stalks)?;
            let title = "partizan stalks (Blue-Red-Green Hackenbush, from the ground up): the \
                         value of each stalk, then of their sum"
                .to_string();
            let shown = stalks
                .iter()
                .map(|s| p.label.iter().position(|l| l == s).unwrap() as u32)
                .collect();
            (title, p, shown, Layout::Stalks)
        }
    };
    let budget = Duration::from_secs_f64(options.time.unwrap_or(DEFAULT_TIME));
    let mut progress = Progress::new(shown.len());
    let mut solver = Solver::new(&positions, Canonical::new());
    let mut values: Vec<GameId> = Vec::with_capacity(shown.len());
    let mut stopped = None;
    for &p in &shown {
        if progress.start.elapsed() > budget {
            stopped = Some(format!(
                "stopped after {:.2} s (--time) with {} of {} values: the values computed are \
                 printed",
                progress.start.elapsed().as_secs_f64(),
                values.len(),
                shown.len()
            ));
            break;
        }
        if solver.fold_mut().len() > FORMS_CAP {
            stopped = Some(format!(
                "stopped at {} of {} values: more than {} canonical forms stored",
                values.len(),
                shown.len(),
                grouped(FORMS_CAP as u64)
            ));
            break;
        }
        let v = solver.value(&p).map_err(|e| {
            let at = e
                .position
                .parse::<usize>()
                .map_or(e.position.clone(), |i| positions.label[i].clone());
            if e.cycle {
                Failure::Run(format!(
                    "the options of {} lead back to it: the game has a cycle, and values need \
                     every play to end",
                    at
                ))
            } else {
                Failure::Run(format!("{} has no value: {}", at, e.reason))
            }
        })?;
        values.push(v);
        progress.tick(values.len(), solver.fold_mut().len());
    }
    progress.done();
    let arena = solver.fold_mut();
    let mut out = String::new();
    let _ = writeln!(out, "{}", title);
    let mut printer = Printer::default();
    let printed: Vec<String> = values.iter().map(|&v| printer.show(arena, v)).collect();
    if !options.quiet {
        out += &layout.render(&positions, &shown, &printed, arena, &values);
    }
    if let Some(message) = stopped {
        return Err(Failure::Partial {
            out,
            message,
            code: 3,
        });
    }
    if options.check {
        out += &check(
            &positions,
            &shown,
            arena,
            &values,
            &printed,
            progress.start,
            budget,
        );
    }
    if options.guess {
        let (report, found) = guess(arena, &values);
        out += &report;
        if !found {
            return Err(Failure::NoFormula(out));
        }
    }
    Ok(out)
}

/// `--left` / `--right` read as a heap rule (or a table rule), `None` for no
/// options.
fn rule(text: &Option<String>, flag: &str, table: bool) -> Result<Option<Rule>, Failure> {
    match text {
        None => Ok(None),
        Some(t) if t.trim().is_empty() => Ok(None),
        Some(t) => {
            let r = if table {
                Rule::parse_table(t)
            } else {
                Rule::parse(t)
            };
            r.map(Some).map_err(|e| parse_failure(flag, t, &e))
        }
    }
}

fn rule_failure(e: RuleError, bound: u64, what: &str) -> Failure {
    match e {
        RuleError::Bound { .. } => Failure::Usage(format!(
            "the rules took more than {} steps (expression steps, loop turns and components) \
             by {}: take a smaller size",
            grouped(bound),
            what
        )),
        RuleError::Message(m) => Failure::Run(m),
    }
}

/// Heaps 0..len: the options of heap `n` are the heaps its rule leaves
/// (heaps of 0, the zero game, left out).
fn heap_positions(
    left: &Option<Rule>,
    right: &Option<Rule>,
    len: usize,
) -> Result<Positions, Failure> {
    let bound = heap_bound();
    let mut work = 0u64;
    let side = |rule: &Option<Rule>, n: usize, work: &mut u64| -> Result<Vec<Vec<u32>>, Failure> {
        let mut options = Vec::new();
        if let Some(rule) = rule {
            rule.options(n, work, bound, &mut |heaps| {
                options.push(heaps.iter().map(|&h| h as u32).collect());
            })
            .map_err(|e| rule_failure(e, bound, &format!("n = {}", n)))?;
        }
        Ok(options)
    };
    let mut p = Positions {
        label: Vec::with_capacity(len),
        left: Vec::with_capacity(len),
        right: Vec::with_capacity(len),
    };
    for n in 0..len {
        p.label.push(format!("n = {}", n));
        let l = side(left, n, &mut work)?;
        let r = side(right, n, &mut work)?;
        p.left.push(l);
        p.right.push(r);
    }
    Ok(p)
}

/// Positions `(x, y)` with `x, y < n`, position `x * n + y`.
fn table_positions(
    left: &Option<Rule>,
    right: &Option<Rule>,
    n: usize,
) -> Result<Positions, Failure> {
    let bound = heap_bound();
    let mut work = 0u64;
    let side = |rule: &Option<Rule>,
                cell: (usize, usize),
                work: &mut u64|
     -> Result<Vec<Vec<u32>>, Failure> {
        let mut options = Vec::new();
        if let Some(rule) = rule {
            rule.table_options(cell, n, work, bound, &mut |flat| {
                options.push(flat.chunks(2).map(|c| (c[0] * n + c[1]) as u32).collect());
            })
            .map_err(|e| rule_failure(e, bound, &format!("({}, {})", cell.0, cell.1)))?;
        }
        Ok(options)
    };
    let mut p = Positions {
        label: Vec::with_capacity(n * n),
        left: Vec::with_capacity(n * n),
        right: Vec::with_capacity(n * n),
    };
    for x in 0..n {
        for y in 0..n {
            p.label.push(format!("({}, {})", x, y));
            let l = side(left, (x, y), &mut work)?;
            let r = side(right, (x, y), &mut work)?;
            p.left.push(l);
            p.right.push(r);
        }
    }
    Ok(p)
}

/// Every prefix of every stalk, each a position: cutting edge `i` leaves
/// the prefix of length `i`.
fn stalk_positions(stalks: &[String]) -> Result<Positions, Failure> {
    let mut index: HashMap<String, u32> = HashMap::new();
    let mut p = Positions {
        label: Vec::new(),
        left: Vec::new(),
        right: Vec::new(),
    };
    for s in stalks {
        if let Some(c) = s.chars().find(|c| !matches!(c, 'B' | 'R' | 'G')) {
            return Err(Failure::Usage(format!(
                "stalk `{}`: `{}` is not an edge colour (B, R or G)",
                text::quote(s),
                text::quote(&c.to_string())
            )));
        }
        if s.len() > STALK_CAP {
            return Err(Failure::Usage(format!(
                "stalk `{}...` has {} edges, at most {}",
                &s[..10],
                s.len(),
                STALK_CAP
            )));
        }
        for k in 0..=s.len() {
            let prefix = &s[..k];
            if index.contains_key(prefix) {
                continue;
            }
            index.insert(prefix.to_string(), p.label.len() as u32);
            p.label.push(prefix.to_string());
            let cut = |colour: char| -> Vec<Vec<u32>> {
                prefix
                    .char_indices()
                    .filter(|&(_, c)| c == colour || c == 'G')
                    .map(|(i, _)| vec![index[&prefix[..i]]])
                    .collect()
            };
            let (l, r) = (cut('B'), cut('R'));
            p.left.push(l);
            p.right.push(r);
        }
    }
    Ok(p)
}

/// How the values are laid out.
enum Layout {
    /// `v(n) = ...`, one a line.
    Line,
    /// An `n x n` grid of the positions `from..from + n` in each
    /// coordinate, the corner labelled `corner`.
    Grid {
        n: usize,
        from: usize,
        corner: &'static str,
    },
    /// One stalk a line, then the sum.
    Stalks,
}

impl Layout {
    fn render(
        &self,
        positions: &Positions,
        shown: &[u32],
        printed: &[String],
        arena: &mut Canonical,
        values: &[GameId],
    ) -> String {
        let mut out = String::new();
        match *self {
            Layout::Line => {
                let w = printed.len().saturating_sub(1).to_string().len();
                for (n, v) in printed.iter().enumerate() {
                    let _ = writeln!(out, "v({:>w$}) = {}", n, v, w = w);
                }
            }
            Layout::Grid { n, from, corner } => {
                // Cells separated by at least two spaces (a value such as
                // `-1 1/2` holds one).
                let w = printed
                    .iter()
                    .map(|s| s.chars().count())
                    .max()
                    .unwrap_or(1)
                    .max((from + n).to_string().len());
                let label = (from + n).to_string().len().max(3);
                let mut header = format!("{:>label$}", corner, label = label);
                for y in from..from + n {
                    let _ = write!(header, "  {:>w$}", y, w = w);
                }
                let _ = writeln!(out, "{}", header);
                for (r, row) in printed.chunks(n).enumerate() {
                    let mut line = format!("{:>label$}", from + r, label = label);
                    for v in row {
                        let _ = write!(line, "  {:>w$}", v, w = w);
                    }
                    let _ = writeln!(out, "{}", line);
                }
            }
            Layout::Stalks => {
                let w = shown
                    .iter()
                    .map(|&p| positions.label[p as usize].len())
                    .max()
                    .unwrap_or(0);
                for (&p, v) in shown.iter().zip(printed) {
                    let _ = writeln!(out, "{:<w$}  {}", positions.label[p as usize], v, w = w);
                }
                let sum = arena.sum(values);
                let shown_sum = Printer::default().show(arena, sum);
                let outcome = arena.outcome(sum);
                let _ = writeln!(out, "sum: {} ({})", shown_sum, outcome);
            }
        }
        out
    }
}

/// Prints values, a form too long to print by its birthday.
#[derive(Default)]
struct Printer {
    /// The printed length of a form, estimated (a name counts 10).
    length: HashMap<GameId, u64>,
}

impl Printer {
    fn show(&mut self, c: &mut Canonical, g: GameId) -> String {
        if self.estimate(c, g) > PRINT_CAP {
            format!("<a form of birthday {}, too long to print>", c.birthday(g))
        } else {
            c.display(g)
        }
    }

    /// The printed length of `g`, by an explicit stack over its options.
    fn estimate(&mut self, c: &mut Canonical, g: GameId) -> u64 {
        let mut stack = vec![g];
        while let Some(&h) = stack.last() {
            if self.length.contains_key(&h) {
                stack.pop();
                continue;
            }
            if c.as_number_nimber(h).is_some() || c.as_switch(h).is_some() || c.as_ups(h).is_some()
            {
                self.length.insert(h, 10);
                stack.pop();
                continue;
            }
            let options: Vec<GameId> = c.left(h).iter().chain(c.right(h)).copied().collect();
            let missing: Vec<GameId> = options
                .iter()
                .copied()
                .filter(|o| !self.length.contains_key(o))
                .collect();
            if missing.is_empty() {
                let total = options.iter().fold(3 + options.len() as u64, |a, o| {
                    a.saturating_add(self.length[o])
                });
                self.length.insert(h, total);
                stack.pop();
            } else {
                stack.extend(missing);
            }
        }
        self.length[&g]
    }
}

/// A progress line on stderr after the first second: every second on a
/// terminal (over itself), every 5 s otherwise.
struct Progress {
    start: Instant,
    last: Option<Instant>,
    total: usize,
    terminal: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            start: Instant::now(),
            last: None,
            total,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn tick(&mut self, done: usize, forms: usize) {
        let now = Instant::now();
        if now.duration_since(self.start) < Duration::from_secs(1) {
            return;
        }
        let every = Duration::from_secs(if self.terminal { 1 } else { 5 });
        if self.last.is_some_and(|t| now.duration_since(t) < every) {
            return;
        }
        self.last = Some(now);
        let line = format!(
            "grundy partizan: {} of {} values, {} forms stored, {:.0} s",
            done,
            self.total,
            grouped(forms as u64),
            now.duration_since(self.start).as_secs_f64()
        );
        let mut err = std::io::stderr();
        let _ = if self.terminal {
            write!(err, "\r{}", line)
        } else {
            writeln!(err, "{}", line)
        };
    }

    fn done(&self) {
        if self.terminal && self.last.is_some() {
            let _ = writeln!(std::io::stderr());
        }
    }
}

/// A position of the minimax search: the components still in play (sorted,
/// positions with no options dropped), the value's negative as a canonical
/// form, and whether Left is to move.
type State = (Vec<u32>, GameId, bool);

/// Whether the player to move wins, searched with a memo and an explicit
/// stack; `None` if the memo would pass [`CHECK_STATES`].
struct Minimax<'a> {
    positions: &'a Positions,
    memo: HashMap<State, bool>,
    deadline: Instant,
    /// Why the search stopped short, if it did.
    cut: Option<&'static str>,
}

impl Minimax<'_> {
    fn moves(&self, c: &Canonical, (parts, form, left): &State) -> Vec<State> {
        let mut out = Vec::new();
        for (i, &p) in parts.iter().enumerate() {
            if i > 0 && parts[i - 1] == p {
                continue;
            }
            let options = if *left {
                &self.positions.left[p as usize]
            } else {
                &self.positions.right[p as usize]
            };
            for o in options {
                let mut next: Vec<u32> =
                    parts[..i].iter().chain(&parts[i + 1..]).copied().collect();
                next.extend(o.iter().copied().filter(|&q| {
                    !(self.positions.left[q as usize].is_empty()
                        && self.positions.right[q as usize].is_empty())
                }));
                next.sort_unstable();
                out.push((next, *form, !*left));
            }
        }
        let forms = if *left { c.left(*form) } else { c.right(*form) };
        for &f in forms {
            out.push((parts.clone(), f, !*left));
        }
        out
    }

    fn wins(&mut self, c: &Canonical, start: State) -> Option<bool> {
        struct Frame {
            moves: Vec<State>,
            next: usize,
            state: State,
        }
        if let Some(&w) = self.memo.get(&start) {
            return Some(w);
        }
        let mut stack = vec![Frame {
            moves: self.moves(c, &start),
            next: 0,
            state: start.clone(),
        }];
        while let Some(top) = stack.last_mut() {
            if top.next == top.moves.len() {
                let f = stack.pop().unwrap();
                self.memo.insert(f.state, false);
                continue;
            }
            match self.memo.get(&top.moves[top.next]) {
                Some(false) => {
                    let f = stack.pop().unwrap();
                    self.memo.insert(f.state, true);
                }
                Some(true) => top.next += 1,
                None => {
                    if self.memo.len() > CHECK_STATES {
                        self.cut = Some("the search passed 2,000,000 positions");
                        return None;
                    }
                    if self.memo.len().is_multiple_of(1024) && Instant::now() > self.deadline {
                        self.cut = Some("the time (--time) ran out");
                        return None;
                    }
                    let child = top.moves[top.next].clone();
                    let moves = self.moves(c, &child);
                    stack.push(Frame {
                        moves,
                        next: 0,
                        state: child,
                    });
                }
            }
        }
        self.memo.get(&start).copied()
    }
}

/// The `--check` report: each shown position minus its value, played out.
fn check(
    positions: &Positions,
    shown: &[u32],
    arena: &mut Canonical,
    values: &[GameId],
    printed: &[String],
    start: Instant,
    budget: Duration,
) -> String {
    let mut search = Minimax {
        positions,
        memo: HashMap::new(),
        deadline: start + budget,
        cut: None,
    };
    let mut wrong = Vec::new();
    let mut checked = 0;
    let mut cut = None;
    for (&p, (&v, text)) in shown.iter().zip(values.iter().zip(printed)) {
        if start.elapsed() > budget {
            cut = Some("the time (--time) ran out");
            break;
        }
        let minus = arena.neg(v);
        let parts: Vec<u32> =
            if positions.left[p as usize].is_empty() && positions.right[p as usize].is_empty() {
                vec![]
            } else {
                vec![p]
            };
        let l = search.wins(arena, (parts.clone(), minus, true));
        let r = search.wins(arena, (parts, minus, false));
        match (l, r) {
            (Some(l), Some(r)) => {
                if l || r {
                    wrong.push(format!(
                        "  {}: value {}, but {} wins {} - {} moving first",
                        positions.label[p as usize],
                        text,
                        if l { "Left" } else { "Right" },
                        positions.label[p as usize],
                        text
                    ));
                }
                checked += 1;
            }
            _ => {
                cut = search.cut;
                break;
            }
        }
    }
    let mut out = format!(
        "check: {} of {} values checked by a minimax search of the rules (the position minus \
         its value is a second-player win, whoever starts): {} wrong",
        checked,
        shown.len(),
        wrong.len()
    );
    if let Some(why) = cut {
        let _ = write!(out, "; the rest not checked ({})", why);
    }
    out += &crate::text::first_few(wrong.len());
    for w in wrong.iter().take(crate::text::SHOWN_DIFFERENCES) {
        let _ = writeln!(out, "{}", w);
    }
    out
}

/// `--guess`: the least period `p` (then the least start) with `v(n + p) =
/// v(n) + s` for every `n` from the start on, the numbers' differences all
/// `s` and the nimbers equal, seen over at least two periods after the
/// start. Returns the report and whether a pattern was found.
fn guess(arena: &mut Canonical, values: &[GameId]) -> (String, bool) {
    let nn: Option<Vec<NumberNimber>> = values.iter().map(|&v| arena.as_number_nimber(v)).collect();
    let Some(nn) = nn else {
        return (
            "guess: not every value is a number plus a nimber, and the guesser looks for \
             arithmetic periods of those only\n"
                .to_string(),
            false,
        );
    };
    let len = nn.len();
    let step = |n: usize, p: usize| -> Option<(Dyadic, u64)> {
        nn[n + p]
            .number
            .checked_add(-nn[n].number)
            .map(|d| (d, nn[n + p].nimber ^ nn[n].nimber))
    };
    for p in 1..=len / 3 {
        // The least start: after the last n whose step differs from the last one.
        let Some(last) = step(len - p - 1, p) else {
            continue;
        };
        if last.1 != 0 {
            continue;
        }
        let mut pre = 0;
        for n in (0..len - p - 1).rev() {
            if step(n, p) != Some(last) {
                pre = n + 1;
                break;
            }
        }
        if len - pre >= 3 * p {
            let s = last.0;
            let form = if s == Dyadic::ZERO {
                format!("periodic, period {}", p)
            } else {
                format!("arithmetic-periodic, period {}, saltus {}", p, s)
            };
            return (
                format!(
                    "guess: {} from n = {}: v(n + {}) = v(n){} for every n >= {} computed \
                     (observed on {} values, not proven)\n",
                    form,
                    pre,
                    p,
                    if s == Dyadic::ZERO {
                        String::new()
                    } else {
                        format!(" + {}", s)
                    },
                    pre,
                    len
                ),
                true,
            );
        }
    }
    (
        format!(
            "guess: no period, arithmetic or plain, repeats twice within the {} values (try a \
             larger --len)\n",
            len
        ),
        false,
    )
}
