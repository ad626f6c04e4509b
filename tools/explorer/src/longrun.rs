//! Long octal runs on request: the values of an octal game computed under a
//! budget of CPU time (`--time`, [`DEFAULT_TIME`] by default: the process's
//! CPU seconds, so a busy machine gives the same answer as an idle one,
//! `grundy_shared::clock`), with a progress line showing both clocks on
//! stderr after the first second, Ctrl-C stopping the run as the budget
//! does (what was computed is printed), and a checkpoint file (`--checkpoint
//! FILE`) that a later run goes on from (`--resume FILE`) after checking it.
//!
//! The values come from the library's [`OctalValues`] (the sparse-space
//! method, whose cost is not known before it runs: hence a budget in
//! seconds rather than a price per value), resumed by
//! [`OctalValues::resume`]; periods from [`GuySmithWatch`] and
//! [`guy_smith_period`].
//!
//! A checkpoint file is four lines of text, then the values:
//! ```text
//! grundy checkpoint 1
//! game: octal 0.6
//! values: 123456
//! fnv1a64: 0123456789abcdef
//! ```
//! followed by two bytes (little-endian) a value, `g(0)` first; the
//! checksum is FNV-1a (64 bits) of those bytes. Before a run goes on from
//! one, the game must be the same code, the checksum must match, and the
//! first values and a sample of the others must equal the mex of their
//! options computed from the move rule itself (independent of the method).

use crate::failure::Failure;
use crate::text;
use crate::text::grouped;
use grundy::octal::certify::GuySmithWatch;
use grundy::octal::sparse::OctalValues;
use grundy::octal::store::Values;
use grundy::octal::{guy_smith_period_of, OctalGame};
use grundy::period::Period;
use grundy_shared::clock::Clocks;
use std::io::{IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The budget of an octal run without `--time`, in CPU seconds.
pub const DEFAULT_TIME: f64 = 5.0;
/// At most this many values in a period search without `--len` (2 bytes
/// each while computed, and 4 when printed).
const PERIOD_LEN: usize = 1 << 26;
/// A checkpoint is saved this often while a run goes on (and when it stops).
const SAVE_EVERY: Duration = Duration::from_secs(60);
/// Without a terminal, a progress line at 1 s and then this often.
const LINE_EVERY: Duration = Duration::from_secs(5);
/// The first line of a checkpoint file.
const MAGIC: &str = "grundy checkpoint 1";
/// At most this many steps (options read) to check a checkpoint against
/// the move rule.
const CHECK_STEPS: u64 = 200_000_000;

/// What an octal run is asked for.
pub struct Request<'a> {
    pub code: &'a OctalGame,
    /// `--len`: this many values; `None`: until a period is proven.
    pub len: Option<usize>,
    pub budget: Duration,
    pub checkpoint: Option<PathBuf>,
    pub resume: Option<PathBuf>,
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// `--len` values, or a proven period.
    Done,
    /// The period search reached its cap of values without a proof.
    Cap,
    /// The time budget ran out.
    Budget,
    /// Ctrl-C.
    Interrupted,
}

/// What a run computed.
pub struct Run {
    /// The values as the library keeps them (12 bits each past 2^22 of
    /// them while below 4096).
    pub values: Values,
    /// The period proven (a search without `--len` only).
    pub proven: Option<Period>,
    pub end: End,
    /// How many values came from `--resume`'s file.
    pub resumed: Option<usize>,
}

impl Run {
    /// Why the values stop short, in words (for the notes and the period
    /// line), or `None` if they do not.
    pub fn why_short(&self, budget: Duration) -> Option<String> {
        match self.end {
            End::Done | End::Cap => None,
            End::Budget => Some(format!(
                "the CPU-time budget of {} s ran out: --time SECONDS gives more, and \
                 --checkpoint FILE keeps the values for a later --resume FILE",
                budget.as_secs_f64()
            )),
            End::Interrupted => Some(
                "interrupted (Ctrl-C): --checkpoint FILE keeps the values for a later \
                 --resume FILE"
                    .to_string(),
            ),
        }
    }
}

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_interrupt(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::Relaxed);
}

/// While alive, Ctrl-C (SIGINT) sets [`INTERRUPTED`] instead of ending the
/// process; the default comes back when it is dropped.
struct CatchInterrupt;

impl CatchInterrupt {
    fn new() -> CatchInterrupt {
        INTERRUPTED.store(false, Ordering::Relaxed);
        let handler = on_interrupt as extern "C" fn(libc::c_int);
        // SAFETY: the handler only stores to an atomic, which is
        // async-signal-safe.
        unsafe {
            libc::signal(libc::SIGINT, handler as libc::sighandler_t);
        }
        CatchInterrupt
    }
}

impl Drop for CatchInterrupt {
    fn drop(&mut self) {
        // SAFETY: restores the default action.
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
        }
    }
}

/// The progress line on stderr from the first second on: a bar redrawn on
/// a terminal (4 times a second at most), else a plain line at 1 s and then
/// every [`LINE_EVERY`].
struct Progress {
    budget: Duration,
    len: Option<usize>,
    bar: Option<indicatif::ProgressBar>,
    terminal: bool,
    next_line: Duration,
}

impl Progress {
    fn new(budget: Duration, len: Option<usize>) -> Progress {
        Progress {
            budget,
            len,
            bar: None,
            terminal: std::io::stderr().is_terminal(),
            next_line: Duration::from_secs(1),
        }
    }

    fn message(&self, count: usize) -> String {
        match self.len {
            Some(len) => format!(
                "{} of {} values",
                grouped(count as u64),
                grouped(len as u64)
            ),
            None => format!("{} values, no period proven yet", grouped(count as u64)),
        }
    }

    /// `cpu`: the CPU time used, which the budget counts; `wall`: the
    /// time waited, shown beside it.
    fn update(&mut self, cpu: Duration, wall: Duration, count: usize) {
        if wall < Duration::from_secs(1) {
            return;
        }
        let budget_ms = self.budget.as_millis().max(1) as u64;
        let cpu_ms = (cpu.as_millis() as u64).min(budget_ms);
        if !self.terminal {
            if wall >= self.next_line {
                let _ = writeln!(
                    std::io::stderr(),
                    "grundy: {} of the {} s CPU budget: {}",
                    grundy_shared::clock::show(cpu, wall),
                    self.budget.as_secs_f64(),
                    self.message(count)
                );
                self.next_line = wall + LINE_EVERY;
            }
            return;
        }
        let elapsed = wall;
        if self.bar.is_none() {
            // The bar's clock from the run's start, not its own (it is made
            // at 1 s: it said 0s).
            let b = indicatif::ProgressBar::with_draw_target(
                Some(budget_ms),
                indicatif::ProgressDrawTarget::stderr_with_hz(4),
            )
            .with_elapsed(elapsed);
            if let Ok(style) = indicatif::ProgressStyle::with_template(
                "{elapsed:>4} wall [{bar:30}] {percent:>3}% of the CPU budget: {msg}",
            ) {
                b.set_style(style.progress_chars("=> "));
            }
            self.bar = Some(b);
        }
        let message = format!("{:.1} s CPU, {}", cpu.as_secs_f64(), self.message(count));
        if let Some(b) = &self.bar {
            b.set_position(cpu_ms);
            b.set_message(message);
        }
    }

    fn finish(self) {
        if let Some(b) = self.bar {
            b.finish_and_clear();
        }
    }
}

/// Computes the values `request` asks for: `--len` values, or until the
/// Guy-Smith theorem proves a period (at most [`PERIOD_LEN`] values), each
/// within the budget and until Ctrl-C; goes on from `--resume`'s file and
/// saves to the checkpoint file (`--checkpoint`, else `--resume`'s).
pub fn octal_run(request: &Request) -> Result<Run, Failure> {
    let code = request.code;
    let saved = match &request.resume {
        Some(path) => Some(load(path, code)?),
        None => None,
    };
    let save_to = request.checkpoint.as_ref().or(request.resume.as_ref());
    let target = request.len.unwrap_or(PERIOD_LEN);
    let clocks = Clocks::start();
    let mut values = match &saved {
        Some(saved) => OctalValues::resume(code, &saved[..saved.len().min(target)]),
        None => OctalValues::new(code),
    };
    if let Some(len) = request.len {
        values.reserve(len);
    }
    let resumed = saved.as_ref().map(|s| s.len().min(target));
    let watching = request.len.is_none();
    let mut proven = if watching {
        guy_smith_period_of(code, values.values())
    } else {
        None
    };
    let mut watch = GuySmithWatch::new(code);
    let _catch = CatchInterrupt::new();
    let mut progress = Progress::new(request.budget, request.len);
    let mut end = End::Done;
    let mut last_save = Duration::ZERO;
    let mut last_work = values.work();
    let mut pushes = 0u64;
    while proven.is_none() && values.values().len() < target {
        values.push();
        if watching {
            proven = watch.observe_values(values.values());
        }
        pushes += 1;
        // The clock is read every 64 values, or sooner when values are dear.
        if pushes.is_multiple_of(64) || values.work() - last_work > 1 << 16 {
            last_work = values.work();
            if INTERRUPTED.load(Ordering::Relaxed) {
                end = End::Interrupted;
                break;
            }
            // The budget counts CPU time; saving goes by the wall clock.
            let (cpu, wall) = (clocks.cpu(), clocks.wall());
            if cpu >= request.budget {
                end = End::Budget;
                break;
            }
            progress.update(cpu, wall, values.values().len());
            if let Some(path) = save_to {
                if wall >= last_save + SAVE_EVERY {
                    save(path, code, values.values())?;
                    last_save = wall;
                }
            }
        }
    }
    if end == End::Done && proven.is_none() && request.len.is_none() {
        end = End::Cap;
    }
    progress.finish();
    if let Some(path) = save_to {
        save(path, code, values.values())?;
    }
    Ok(Run {
        values: values.into_values(),
        proven,
        end,
        resumed,
    })
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Writes `values` of `code` to `path` (through a file beside it renamed
/// over it, so that a stop while writing leaves the old checkpoint whole).
fn save(path: &Path, code: &OctalGame, values: &Values) -> Result<(), Failure> {
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let mut bytes = format!(
        "{}\ngame: octal {}\nvalues: {}\nfnv1a64: {:016x}\n",
        MAGIC,
        code.code(),
        values.len(),
        fnv1a(&data)
    )
    .into_bytes();
    bytes.extend_from_slice(&data);
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".part");
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, &bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| {
            Failure::Run(format!(
                "cannot write the checkpoint {}: {}",
                text::quote(&path.display().to_string()),
                e
            ))
        })
}

/// The values saved in `path` for `code`, checked (see the module docs).
fn load(path: &Path, code: &OctalGame) -> Result<Vec<u16>, Failure> {
    let name = text::quote(&path.display().to_string());
    let bad = |why: String| Failure::Run(format!("--resume {}: {}", name, why));
    let bytes = std::fs::read(path).map_err(|e| bad(format!("cannot read it: {}", e)))?;
    let mut header = Vec::new();
    let mut rest = &bytes[..];
    for _ in 0..4 {
        let end = rest
            .iter()
            .position(|&b| b == b'\n')
            .ok_or_else(|| bad("not a checkpoint (its header is cut short)".to_string()))?;
        header.push(String::from_utf8_lossy(&rest[..end]).into_owned());
        rest = &rest[end + 1..];
    }
    if header[0] != MAGIC {
        return Err(bad(format!(
            "not a checkpoint of this program (its first line is not `{}`)",
            MAGIC
        )));
    }
    let field = |line: &str, key: &str| -> Result<String, Failure> {
        line.strip_prefix(key)
            .map(|v| v.trim().to_string())
            .ok_or_else(|| bad(format!("no `{}` line in its header", key.trim_end())))
    };
    let game = field(&header[1], "game: octal ")?;
    if game != code.code() {
        return Err(bad(format!(
            "it holds the values of octal {}, not of {}",
            text::quote(&game),
            code.code()
        )));
    }
    let count: usize = field(&header[2], "values: ")?
        .parse()
        .map_err(|_| bad("its `values:` line is not a count".to_string()))?;
    let sum = u64::from_str_radix(&field(&header[3], "fnv1a64: ")?, 16)
        .map_err(|_| bad("its `fnv1a64:` line is not a checksum".to_string()))?;
    if rest.len() != 2 * count {
        return Err(bad(format!(
            "it says {} values but holds {} bytes of them (cut short or damaged)",
            count,
            rest.len()
        )));
    }
    if fnv1a(rest) != sum {
        return Err(bad(
            "its checksum does not match its values (damaged)".to_string()
        ));
    }
    let values: Vec<u16> = rest
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    if let Some((n, want)) = first_wrong(code, &values) {
        return Err(bad(format!(
            "g({}) = {} in the file, but the move rule gives {} (not the values of {})",
            n,
            values[n],
            want,
            code.code()
        )));
    }
    Ok(values)
}

/// The first heap, among those checked, whose value in `g` is not the mex
/// of its options read from the move rule (with `g` for the smaller heaps),
/// and the right value. Checked: every heap while the steps allow, then the
/// last 16 and a spread of others, [`CHECK_STEPS`] options in all.
fn first_wrong(code: &OctalGame, g: &[u16]) -> Option<(usize, u32)> {
    let len = g.len();
    let mut heaps: Vec<usize> = Vec::new();
    let mut steps = 0u64;
    let cost = |n: usize| (code.max_removal() as u64 + 1) * (n as u64 / 2 + 1);
    // Every heap from 0 while a quarter of the steps allow.
    let mut n = 0;
    while n < len && steps + cost(n) <= CHECK_STEPS / 4 {
        heaps.push(n);
        steps += cost(n);
        n += 1;
    }
    // Then the last 16 and 48 heaps spread over the rest, by a fixed
    // xorshift, within the steps left.
    if n < len {
        let mut picks: Vec<usize> = (len.saturating_sub(16).max(n)..len).collect();
        let mut x = 0x9e37_79b9_7f4a_7c15u64 ^ len as u64;
        for _ in 0..48 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            picks.push(n + (x % (len - n) as u64) as usize);
        }
        for p in picks {
            if steps + cost(p) <= CHECK_STEPS {
                heaps.push(p);
                steps += cost(p);
            }
        }
    }
    heaps
        .into_iter()
        .map(|n| (n, rule_value(code, g, n)))
        .find(|&(n, want)| u32::from(g[n]) != want)
}

/// The value of heap `n` by the move rule read literally: remove `k` tokens
/// (digit `d_k` not 0), then leave nothing (bit 1), one heap (bit 2) or two
/// non-empty heaps (bit 4); the mex of the options' values, from `g`.
fn rule_value(code: &OctalGame, g: &[u16], n: usize) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    let mut add = |v: u16| {
        let v = usize::from(v);
        if seen.len() <= v {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    };
    for k in 0..=code.max_removal().min(n) {
        let d = code.digit(k);
        let rest = n - k;
        if d & 1 != 0 && rest == 0 {
            add(0);
        }
        if d & 2 != 0 && rest > 0 {
            add(g[rest]);
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                add(g[a] ^ g[rest - a]);
            }
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}
