//! `grundy partizan`: the values of a partizan game, whose Left and Right
//! options differ, as canonical forms printed in CGSuite's notation
//! (numbers `3/4`, `-1 1/2`, numbers plus nimbers `1/2*`, ups `^*`,
//! switches `±1`, else `{a|b}`): one-parameter rules (`heap`, Left's and
//! Right's options each a heap rule of [`crate::rule`]), two-parameter ones
//! (`table`), Cutcake and Hackenbush stalks.
//!
//! [`grundy::partizan::Solver`] with a [`Canonical`] arena values the
//! positions in order (an explicit stack; a cycle is an error naming a
//! position on it), reading each position's options from the rules when
//! the solver first asks for them, never all of them first: a run stops at
//! its step bound (the rules' steps, [`heap_bound`]), its memory bound (the
//! options of one position, [`OPTION_STEPS`]; the forms stored,
//! [`FORMS_CAP`]) or its time (`--time`, 10 s by default) with one line on
//! stderr and the values computed before it, exit 3; a progress line on
//! stderr after the first second. `--check` plays each position minus its value
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
use grundy::partizan::hackenbush;
use grundy::partizan::{Canonical, Dyadic, Fold, GameId, NumberNimber, Partizan, Solver};
use grundy_shared::clock::{Clocks, CpuInstant};
use std::cell::{Cell, RefCell};
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
/// The largest birthday at which the printer looks for ups (`^5*`).
const UPS_BIRTHDAY: u64 = 16;
/// The longest stalk valued through its positions (every prefix, every
/// cut: a canonical form searched). A longer stalk with no green edge below
/// a blue or red one is valued by Berlekamp's rule
/// (`grundy::partizan::hackenbush::stalk`, exact at any length); a longer
/// one with green below is refused.
const STALK_CAP: usize = 30;

/// The rules' steps one side's options of one position may take: each
/// option costs a step or more per component (and two besides), so this
/// bounds the memory of one position's options (about 100 MB at worst).
const OPTION_STEPS: u64 = 10_000_000;

/// The positions of a game, each numbered, and where their options come
/// from. Each option is the positions of its components (a sum).
struct Positions {
    label: Vec<String>,
    source: Source,
    /// The rules' steps so far, and their bound.
    work: Cell<u64>,
    bound: u64,
    /// When the run stops (`--time`, CPU time), and the asks so far (the
    /// CPU clock, a system call, is read every 64th).
    deadline: Cell<Option<CpuInstant>>,
    asks: Cell<u64>,
    /// Why options stopped being read: every later ask gets none, and the
    /// run stops after the value it was computing (not kept).
    stop: RefCell<Option<Stop>>,
}

/// Where the options of the positions come from.
enum Source {
    /// Read from the rules when asked: heaps `0..len`, or cells `(x, y)`
    /// of an `n x n` table numbered `x * n + y` (`table: Some(n)`).
    Rules {
        left: Option<Rule>,
        right: Option<Rule>,
        table: Option<usize>,
    },
    /// Listed (stalks, a few hundred positions at most).
    Listed {
        left: Vec<Vec<Vec<u32>>>,
        right: Vec<Vec<Vec<u32>>>,
    },
}

/// Why a run stopped reading options.
enum Stop {
    /// A bound (steps, memory, time): the run prints what it computed.
    Bound(String),
    /// The time (`--time`) ran out.
    Time,
    /// An error in a rule.
    Failure(Failure),
}

impl Positions {
    fn new(label: Vec<String>, source: Source) -> Positions {
        Positions {
            label,
            source,
            work: Cell::new(0),
            bound: heap_bound(),
            deadline: Cell::new(None),
            asks: Cell::new(0),
            stop: RefCell::new(None),
        }
    }

    /// Whether the run is past its `--time` deadline (CPU time), read
    /// every 64th ask.
    fn past_deadline(&self) -> bool {
        let Some(deadline) = self.deadline.get() else {
            return false;
        };
        let asks = self.asks.get().wrapping_add(1);
        self.asks.set(asks);
        asks.is_multiple_of(64) && CpuInstant::now() > deadline
    }

    /// The options of position `p` for Left (`left`) or Right, read from
    /// the rules now; none once the run has stopped (see [`Positions::stop`]).
    fn options(&self, p: u32, left: bool) -> Vec<Vec<u32>> {
        if self.stop.borrow().is_some() {
            return Vec::new();
        }
        if self.past_deadline() {
            *self.stop.borrow_mut() = Some(Stop::Time);
            return Vec::new();
        }
        let (rule, table) = match &self.source {
            Source::Listed { left: l, right: r } => {
                return if left { l } else { r }[p as usize].clone();
            }
            Source::Rules {
                left: l,
                right: r,
                table,
            } => match if left { l } else { r } {
                Some(rule) => (rule, *table),
                None => return Vec::new(),
            },
        };
        let mut work = self.work.get();
        let before = work;
        // One position's options stop at OPTION_STEPS (their memory).
        let bound = self.bound.min(work.saturating_add(OPTION_STEPS));
        let mut options: Vec<Vec<u32>> = Vec::new();
        let read = match table {
            None => rule.options(p as usize, &mut work, bound, &mut |heaps| {
                options.push(heaps.iter().map(|&h| h as u32).collect());
            }),
            Some(n) => {
                let cell = (p as usize / n, p as usize % n);
                rule.table_options(cell, n, &mut work, bound, &mut |flat| {
                    options.push(flat.chunks(2).map(|c| (c[0] * n + c[1]) as u32).collect());
                })
            }
        };
        self.work.set(work);
        let at = &self.label[p as usize];
        let side = if left { "Left" } else { "Right" };
        let why = match read {
            Ok(()) => return options,
            Err(RuleError::Message(m)) => Stop::Failure(Failure::Run(m)),
            Err(RuleError::Bound { .. }) if bound < self.bound => Stop::Bound(format!(
                "{}'s options of {} take more than {} steps of the rule (their memory bound)",
                side,
                at,
                grouped(OPTION_STEPS)
            )),
            Err(RuleError::Bound { .. }) => Stop::Bound(format!(
                "the rules took more than {} steps (expression steps, loop turns and \
                 components) by {}'s options of {}{}",
                grouped(self.bound),
                side,
                at,
                if before == 0 { " alone" } else { "" }
            )),
        };
        *self.stop.borrow_mut() = Some(why);
        Vec::new()
    }
}

/// The canonical arena as the solver's fold, watched: every sum and every
/// form made checks the time (`--time`) and the forms stored
/// ([`FORMS_CAP`]), so that one position whose value takes long (many
/// options of large sums) stops the run as well as many positions do. Once
/// stopped, it makes nothing more (the value being computed is not kept).
struct Watched<'a> {
    arena: Canonical,
    positions: &'a Positions,
}

impl Watched<'_> {
    /// Whether the run has stopped, stopping it now if the time ran out or
    /// the forms stored passed their bound.
    fn stopped(&self) -> bool {
        if self.positions.stop.borrow().is_some() {
            return true;
        }
        let why = if self.arena.len() > FORMS_CAP {
            Stop::Bound(format!(
                "more than {} canonical forms stored (their memory bound)",
                grouped(FORMS_CAP as u64)
            ))
        } else if self.positions.past_deadline() {
            Stop::Time
        } else {
            return false;
        };
        *self.positions.stop.borrow_mut() = Some(why);
        true
    }
}

impl Fold for Watched<'_> {
    type Value = GameId;
    fn zero(&mut self) -> GameId {
        self.arena.zero()
    }
    fn add(&mut self, a: &GameId, b: &GameId) -> GameId {
        if self.stopped() {
            return *a;
        }
        self.arena.add(*a, *b)
    }
    fn join(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, String> {
        if self.stopped() {
            return Err("the run stopped".to_string());
        }
        self.arena.join(left, right)
    }
    fn outcome(&mut self, value: &GameId) -> grundy::partizan::Outcome {
        self.arena.outcome(*value)
    }
}

impl Partizan for &Positions {
    type Position = u32;
    fn left_options(&self, p: &u32) -> Vec<Vec<u32>> {
        self.options(*p, true)
    }
    fn right_options(&self, p: &u32) -> Vec<Vec<u32>> {
        self.options(*p, false)
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
            let p = heap_positions(l, r, len);
            let title = format!(
                "partizan heap, Left `{}`, Right `{}`: v(n), the value of a heap of n",
                text::quote(left.as_deref().unwrap_or("")),
                text::quote(right.as_deref().unwrap_or(""))
            );
            (title, p, (0..len as u32).collect::<Vec<_>>(), Layout::Line)
        }
        PartizanGame::Table { n, left, right, .. } => {
            let (l, r) = (rule(left, "--left", true)?, rule(right, "--right", true)?);
            let p = table_positions(l, r, *n);
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
            let p = table_positions(Some(l), Some(r), size);
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
            // Long stalks by the rule, the others through their positions.
            let mut long = Vec::new();
            let mut searched = Vec::new();
            for (i, s) in stalks.iter().enumerate() {
                check_colours(s)?;
                if s.len() <= STALK_CAP {
                    searched.push(s.clone());
                    continue;
                }
                match hackenbush::stalk(s) {
                    Some(v) => long.push((i, v)),
                    None => {
                        return Err(Failure::Usage(format!(
                            "stalk `{}...` has {} edges and a green edge below a blue or red \
                             one: at most {} (such a stalk is no number plus nimber, and its \
                             canonical form is searched)",
                            &s[..10],
                            s.len(),
                            STALK_CAP
                        )))
                    }
                }
            }
            let p = stalk_positions(&searched)?;
            let title = "partizan stalks (Blue-Red-Green Hackenbush, from the ground up): the \
                         value of each stalk, then of their sum"
                .to_string();
            let shown = searched
                .iter()
                .map(|s| p.label.iter().position(|l| l == s).unwrap() as u32)
                .collect();
            let layout = Layout::Stalks {
                stalks: stalks.clone(),
                long,
            };
            (title, p, shown, layout)
        }
    };
    let budget = Duration::from_secs_f64(options.time.unwrap_or(DEFAULT_TIME));
    let mut progress = Progress::new(shown.len());
    positions
        .deadline
        .set(Some(progress.clocks.cpu_start + budget));
    let mut solver = Solver::new(
        &positions,
        Watched {
            arena: Canonical::new(),
            positions: &positions,
        },
    );
    let mut values: Vec<GameId> = Vec::with_capacity(shown.len());
    let mut stopped = None;
    let clocks = progress.clocks;
    let time_out = |values: &[GameId]| {
        format!(
            "stopped after {:.2} s of CPU time (--time) with {} of {} values: the values \
             computed are printed",
            clocks.cpu().as_secs_f64(),
            values.len(),
            shown.len()
        )
    };
    for &p in &shown {
        if progress.clocks.cpu() > budget {
            stopped = Some(time_out(&values));
            break;
        }
        let v = solver.value(&p);
        // Options stopped being read while valuing p: its value is not
        // kept, the values before it are printed.
        if let Some(stop) = positions.stop.borrow_mut().take() {
            stopped = Some(match stop {
                Stop::Failure(f) => return Err(f),
                Stop::Time => time_out(&values),
                Stop::Bound(why) => format!(
                    "stopped at {} with {} of {} values: {}: the values computed are printed",
                    positions.label[p as usize],
                    values.len(),
                    shown.len(),
                    why
                ),
            });
            break;
        }
        let v = v.map_err(|e| {
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
        progress.tick(values.len(), solver.fold_mut().arena.len());
    }
    progress.done();
    let arena = &mut solver.fold_mut().arena;
    let mut out = String::new();
    let _ = writeln!(out, "{}", title);
    let mut printer = Printer::default();
    // Printed only when shown or checked (-q alone prints none).
    let printed: Vec<String> = if !options.quiet || (options.check && stopped.is_none()) {
        values.iter().map(|&v| printer.show(arena, v)).collect()
    } else {
        Vec::new()
    };
    if !options.quiet {
        out += &layout.render(&printed, arena, &values);
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
            progress.clocks.cpu_start,
            budget,
        );
        if let Layout::Stalks { ref long, .. } = layout {
            if !long.is_empty() {
                let _ = writeln!(
                    out,
                    "check: {} stalks of more than {} edges valued by Berlekamp's rule, not \
                     searched",
                    long.len(),
                    STALK_CAP
                );
            }
        }
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

/// Heaps 0..len: the options of heap `n` are the heaps its rule leaves
/// (heaps of 0, the zero game, left out), read when asked.
fn heap_positions(left: Option<Rule>, right: Option<Rule>, len: usize) -> Positions {
    Positions::new(
        (0..len).map(|n| format!("n = {}", n)).collect(),
        Source::Rules {
            left,
            right,
            table: None,
        },
    )
}

/// Positions `(x, y)` with `x, y < n`, position `x * n + y`, read when asked.
fn table_positions(left: Option<Rule>, right: Option<Rule>, n: usize) -> Positions {
    Positions::new(
        (0..n * n)
            .map(|i| format!("({}, {})", i / n, i % n))
            .collect(),
        Source::Rules {
            left,
            right,
            table: Some(n),
        },
    )
}

/// Every prefix of every stalk, each a position: cutting edge `i` leaves
/// the prefix of length `i`.
fn stalk_positions(stalks: &[String]) -> Result<Positions, Failure> {
    let mut index: HashMap<String, u32> = HashMap::new();
    let mut label = Vec::new();
    let (mut lefts, mut rights) = (Vec::new(), Vec::new());
    for s in stalks {
        check_colours(s)?;
        for k in 0..=s.len() {
            let prefix = &s[..k];
            if index.contains_key(prefix) {
                continue;
            }
            index.insert(prefix.to_string(), label.len() as u32);
            label.push(prefix.to_string());
            let cut = |colour: char| -> Vec<Vec<u32>> {
                prefix
                    .char_indices()
                    .filter(|&(_, c)| c == colour || c == 'G')
                    .map(|(i, _)| vec![index[&prefix[..i]]])
                    .collect()
            };
            let (l, r) = (cut('B'), cut('R'));
            lefts.push(l);
            rights.push(r);
        }
    }
    Ok(Positions::new(
        label,
        Source::Listed {
            left: lefts,
            right: rights,
        },
    ))
}

/// A usage failure naming the first letter of `s` that is not an edge
/// colour.
fn check_colours(s: &str) -> Result<(), Failure> {
    match s.chars().find(|c| !matches!(c, 'B' | 'R' | 'G')) {
        Some(c) => Err(Failure::Usage(format!(
            "stalk `{}`: `{}` is not an edge colour (B, R or G)",
            text::quote(s),
            text::quote(&c.to_string())
        ))),
        None => Ok(()),
    }
}

/// A number plus a nimber as CGSuite writes it, or by its denominator when
/// longer than [`PRINT_CAP`] characters (a stalk of thousands of edges).
fn show_number(v: &NumberNimber) -> String {
    let text = v.to_string();
    if text.len() as u64 <= PRINT_CAP {
        return text;
    }
    let star = match v.nimber {
        0 => String::new(),
        1 => " plus *".to_string(),
        n => format!(" plus *{}", n),
    };
    format!(
        "<a number with denominator 2^{}{} ({} characters), too long to print>",
        v.number.exp(),
        star,
        text.len()
    )
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
    /// One stalk a line, then the sum: `stalks` in the order given, the
    /// long ones valued by the rule (`long`: index, value), the others the
    /// positions shown, in turn.
    Stalks {
        stalks: Vec<String>,
        long: Vec<(usize, NumberNimber)>,
    },
}

impl Layout {
    fn render(&self, printed: &[String], arena: &mut Canonical, values: &[GameId]) -> String {
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
            Layout::Stalks {
                ref stalks,
                ref long,
            } => {
                let labels: Vec<String> = stalks
                    .iter()
                    .map(|s| {
                        if s.len() > STALK_CAP {
                            format!("{}... ({} edges)", &s[..20], s.len())
                        } else {
                            s.clone()
                        }
                    })
                    .collect();
                let w = labels.iter().map(|l| l.len()).max().unwrap_or(0);
                let mut searched = printed.iter().zip(values);
                let mut ids = Vec::with_capacity(labels.len());
                for (i, label) in labels.iter().enumerate() {
                    let (text, id) = match long.iter().find(|&&(j, _)| j == i) {
                        Some((_, v)) => {
                            let x = arena.from_number(v.number.clone());
                            let star = arena.nimber(v.nimber);
                            (show_number(v), arena.add(x, star))
                        }
                        None => match searched.next() {
                            Some((text, &id)) => (text.clone(), id),
                            None => break,
                        },
                    };
                    let _ = writeln!(out, "{:<w$}  {}", label, text, w = w);
                    ids.push(id);
                }
                let sum = arena.sum(&ids);
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
        if let Some(v) = c.as_number_nimber(g) {
            return show_number(&v);
        }
        if self.estimate(c, g) > PRINT_CAP {
            return format!("<a form of birthday {}, too long to print>", c.birthday(g));
        }
        // Few places, but a number in it may be long (`x^*` with `x` the
        // value of a stalk of thousands of edges).
        let text = c.display(g);
        if text.len() as u64 > PRINT_CAP {
            format!("<a value of {} characters, too long to print>", text.len())
        } else {
            text
        }
    }

    /// The printed length of `g`, by an explicit stack over its options;
    /// more than [`PRINT_CAP`] at once when it pushes more than
    /// `PRINT_CAP / 3` forms not measured before (each is a place in the
    /// printed form, of 3 characters at least): a large form is not walked
    /// whole (it took 30 s for one value of birthday 12).
    fn estimate(&mut self, c: &mut Canonical, g: GameId) -> u64 {
        let mut stack = vec![g];
        // Forms pushed: each is a place in the printed form (a path from
        // `g`), so there are at most `length / 3` of them.
        let mut met = 1u64;
        while let Some(&h) = stack.last() {
            if self.length.contains_key(&h) {
                stack.pop();
                continue;
            }
            // Ups are looked for only up to birthday UPS_BIRTHDAY: the test
            // adds arrows one by one, as many as the birthday, each a sum
            // with `h` (28 s for a few large forms); a longer run of arrows
            // is measured by its options (`^20` is still printed by
            // `display`, which knows it; only more than 60 arrows are "too
            // long").
            if c.as_number_nimber(h).is_some()
                || c.as_switch(h).is_some()
                || (c.birthday(h) <= UPS_BIRTHDAY && c.as_ups(h).is_some())
            {
                self.length.insert(h, 10);
                stack.pop();
                continue;
            }
            let mut options: Vec<GameId> = c.left(h).to_vec();
            options.extend_from_slice(c.right(h));
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
                met += missing.len() as u64;
                if met > PRINT_CAP / 3 {
                    return PRINT_CAP + 1;
                }
                stack.extend(missing);
            }
        }
        self.length[&g]
    }
}

/// A progress line on stderr after the first second: every second on a
/// terminal (over itself), every 5 s otherwise.
struct Progress {
    clocks: Clocks,
    last: Option<Instant>,
    total: usize,
    terminal: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            clocks: Clocks::start(),
            last: None,
            total,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn tick(&mut self, done: usize, forms: usize) {
        let now = Instant::now();
        if now.duration_since(self.clocks.wall_start) < Duration::from_secs(1) {
            return;
        }
        let every = Duration::from_secs(if self.terminal { 1 } else { 5 });
        if self.last.is_some_and(|t| now.duration_since(t) < every) {
            return;
        }
        self.last = Some(now);
        let line = format!(
            "grundy partizan: {} of {} values, {} forms stored, {}",
            done,
            self.total,
            grouped(forms as u64),
            self.clocks.show()
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

/// One side's options of a position, read once by the search.
type ReadOptions = std::rc::Rc<Vec<Vec<u32>>>;

/// Whether the player to move wins, searched with a memo and an explicit
/// stack; `None` if the memo would pass [`CHECK_STATES`].
struct Minimax<'a> {
    positions: &'a Positions,
    /// The options read so far, by position and side (Left: true).
    options: RefCell<HashMap<(u32, bool), ReadOptions>>,
    memo: HashMap<State, bool>,
    deadline: CpuInstant,
    /// Why the search stopped short, if it did.
    cut: Option<&'static str>,
}

impl Minimax<'_> {
    /// The options of `p` for Left (`left`) or Right, read once.
    fn options_of(&self, p: u32, left: bool) -> ReadOptions {
        self.options
            .borrow_mut()
            .entry((p, left))
            .or_insert_with(|| std::rc::Rc::new(self.positions.options(p, left)))
            .clone()
    }

    /// Whether `p` has no option for either player (the game 0).
    fn is_zero(&self, p: u32) -> bool {
        self.options_of(p, true).is_empty() && self.options_of(p, false).is_empty()
    }

    fn moves(&self, c: &mut Canonical, (parts, form, left): &State) -> Vec<State> {
        let mut out = Vec::new();
        for (i, &p) in parts.iter().enumerate() {
            if i > 0 && parts[i - 1] == p {
                continue;
            }
            let options = self.options_of(p, *left);
            for o in options.iter() {
                let mut next: Vec<u32> =
                    parts[..i].iter().chain(&parts[i + 1..]).copied().collect();
                next.extend(o.iter().copied().filter(|&q| !self.is_zero(q)));
                next.sort_unstable();
                out.push((next, *form, !*left));
            }
        }
        let forms = if *left { c.left(*form) } else { c.right(*form) };
        for &f in forms.iter() {
            out.push((parts.clone(), f, !*left));
        }
        out
    }

    fn wins(&mut self, c: &mut Canonical, start: State) -> Option<bool> {
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
                    if self.memo.len().is_multiple_of(1024) && CpuInstant::now() > self.deadline {
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
    start: CpuInstant,
    budget: Duration,
) -> String {
    let mut search = Minimax {
        positions,
        options: RefCell::new(HashMap::new()),
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
        let parts: Vec<u32> = if search.is_zero(p) { vec![] } else { vec![p] };
        let l = search.wins(arena, (parts.clone(), minus, true));
        let r = search.wins(arena, (parts, minus, false));
        // The rules' bound (or an error) stopped their options: the search
        // of this value read no options past it, so it is not counted.
        if let Some(stop) = positions.stop.borrow_mut().take() {
            cut = Some(match stop {
                Stop::Time => "the time (--time) ran out",
                Stop::Bound(_) => "the rules' step bound was reached",
                Stop::Failure(_) => "a rule has no value past here",
            });
            break;
        }
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
        Some((
            &nn[n + p].number - &nn[n].number,
            nn[n + p].nimber ^ nn[n].nimber,
        ))
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
            if step(n, p).as_ref() != Some(&last) {
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
