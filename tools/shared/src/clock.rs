//! The tools' clocks. A budget (`--time`, `--budget`) counts this process's
//! CPU time (user + system, every thread): a run that needs 0.9 s of CPU
//! gets it whether the machine is idle or has ten other jobs, so the same
//! command gives the same answer at load 0 and at load 10. Wall time is
//! still what a person waits, so progress lines show both ([`Clocks`]).
//!
//! The CPU clock is the operating system's process clock, read through the
//! `cpu-time` crate (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)` on Unix,
//! `GetProcessTimes` on Windows); a read costs a system call (well under a
//! microsecond), so loops read it every so many steps, as they read the
//! wall clock before.

use std::ops::Add;
use std::time::{Duration, Instant};

/// A moment of this process's CPU time: the CPU-time counterpart of
/// [`Instant`] (ordered, plus a [`Duration`] gives a deadline).
///
/// ```
/// use grundy_shared::clock::CpuInstant;
/// use std::time::Duration;
/// let start = CpuInstant::now();
/// let deadline = start + Duration::from_millis(5);
/// let mut x = 0u64;
/// while CpuInstant::now() < deadline {
///     x = x.wrapping_add(1); // busy: CPU time passes
/// }
/// assert!(start.elapsed() >= Duration::from_millis(5) && x > 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CpuInstant(Duration);

impl CpuInstant {
    /// The process's CPU time used so far.
    ///
    /// ```
    /// use grundy_shared::clock::CpuInstant;
    /// let a = CpuInstant::now();
    /// assert!(CpuInstant::now() >= a);
    /// ```
    pub fn now() -> CpuInstant {
        CpuInstant(cpu_time::ProcessTime::now().as_duration())
    }

    /// CPU time used since `self`.
    ///
    /// ```
    /// use grundy_shared::clock::CpuInstant;
    /// assert!(CpuInstant::now().elapsed().as_secs() < 1);
    /// ```
    pub fn elapsed(&self) -> Duration {
        CpuInstant::now().saturating_duration_since(*self)
    }

    /// CPU time from `earlier` to `self`, zero if `earlier` is later.
    ///
    /// ```
    /// use grundy_shared::clock::CpuInstant;
    /// use std::time::Duration;
    /// let a = CpuInstant::now();
    /// let b = a + Duration::from_secs(2);
    /// assert_eq!(b.saturating_duration_since(a), Duration::from_secs(2));
    /// assert_eq!(a.saturating_duration_since(b), Duration::ZERO);
    /// ```
    pub fn saturating_duration_since(&self, earlier: CpuInstant) -> Duration {
        self.0.saturating_sub(earlier.0)
    }
}

impl Add<Duration> for CpuInstant {
    type Output = CpuInstant;

    fn add(self, d: Duration) -> CpuInstant {
        CpuInstant(self.0.saturating_add(d))
    }
}

/// Both clocks from one start: CPU time for the budget, wall time for the
/// person waiting.
///
/// ```
/// use grundy_shared::clock::Clocks;
/// let clocks = Clocks::start();
/// assert!(clocks.cpu() <= clocks.wall() + std::time::Duration::from_millis(50));
/// assert!(clocks.show().contains("CPU"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Clocks {
    /// CPU time at the start.
    pub cpu_start: CpuInstant,
    /// Wall time at the start.
    pub wall_start: Instant,
}

impl Clocks {
    /// Both clocks, from now.
    ///
    /// ```
    /// let c = grundy_shared::clock::Clocks::start();
    /// assert!(c.wall().as_secs() < 1);
    /// ```
    pub fn start() -> Clocks {
        Clocks {
            cpu_start: CpuInstant::now(),
            wall_start: Instant::now(),
        }
    }

    /// CPU time since the start (what budgets count).
    ///
    /// ```
    /// let c = grundy_shared::clock::Clocks::start();
    /// assert!(c.cpu().as_secs() < 1);
    /// ```
    pub fn cpu(&self) -> Duration {
        self.cpu_start.elapsed()
    }

    /// Wall time since the start.
    ///
    /// ```
    /// let c = grundy_shared::clock::Clocks::start();
    /// assert!(c.wall() <= c.wall());
    /// ```
    pub fn wall(&self) -> Duration {
        self.wall_start.elapsed()
    }

    /// Both, for a progress line: `12.3 s CPU (15.0 s wall)`.
    ///
    /// ```
    /// let c = grundy_shared::clock::Clocks::start();
    /// assert!(c.show().ends_with(" s wall)"));
    /// ```
    pub fn show(&self) -> String {
        show(self.cpu(), self.wall())
    }
}

/// `12.3 s CPU (15.0 s wall)`.
///
/// ```
/// use std::time::Duration;
/// assert_eq!(
///     grundy_shared::clock::show(Duration::from_millis(12_340), Duration::from_secs(15)),
///     "12.3 s CPU (15.0 s wall)"
/// );
/// ```
pub fn show(cpu: Duration, wall: Duration) -> String {
    format!(
        "{:.1} s CPU ({:.1} s wall)",
        cpu.as_secs_f64(),
        wall.as_secs_f64()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sleeping takes wall time and (almost) no CPU time: the budget clock
    /// is the CPU's.
    #[test]
    fn sleeping_costs_no_cpu_time() {
        let clocks = Clocks::start();
        std::thread::sleep(Duration::from_millis(300));
        assert!(clocks.wall() >= Duration::from_millis(300));
        assert!(
            clocks.cpu() < Duration::from_millis(150),
            "{}",
            clocks.show()
        );
    }
}
