//! Tables that fail clearly: memory for a table of values is asked for
//! once, and a length that cannot be had (more than the address space, or
//! more than the machine gives) ends in a panic that names the table and its
//! size, never an abort by signal or an index error later.
//!
//! The table builders ([`heap_table`](crate::impartial::heap::heap_table),
//! [`subtraction_table`](crate::impartial::subtraction::subtraction_table),
//! [`OctalGame::table`](crate::impartial::octal::OctalGame::table), the dense memo, ...)
//! take their memory through these functions, and say so under `# Panics`.

/// An empty vector with room for exactly `len` values.
///
/// # Panics
/// `"{what}: a table of {len} values ({bytes} bytes) does not fit in memory"`
/// when the allocation fails or its size overflows.
///
/// # Example
/// ```
/// use grundy::memory::with_room;
/// let v: Vec<u32> = with_room("example", 10);
/// assert!(v.is_empty() && v.capacity() >= 10);
/// let huge = std::panic::catch_unwind(|| with_room::<u32>("example", usize::MAX));
/// assert!(huge.is_err());
/// ```
pub fn with_room<T>(what: &str, len: usize) -> Vec<T> {
    let mut v = Vec::new();
    room_for(what, &mut v, len);
    v
}

/// Makes room in `v` for `len` values in all (a table that grows in
/// steps, as [`until_proven`](crate::impartial::period::until_proven)'s does); nothing
/// when it has that room already.
///
/// # Panics
/// As [`with_room`], naming `len`.
///
/// # Example
/// ```
/// use grundy::memory::room_for;
/// let mut v = vec![1u8, 2];
/// room_for("example", &mut v, 100);
/// assert!(v.capacity() >= 100 && v == [1, 2]);
/// ```
pub fn room_for<T>(what: &str, v: &mut Vec<T>, len: usize) {
    let more = len.saturating_sub(v.len());
    if v.try_reserve_exact(more).is_err() {
        too_large::<T>(what, len);
    }
}

/// A vector of `len` copies of `value` (see [`with_room`]).
///
/// # Panics
/// As [`with_room`].
///
/// # Example
/// ```
/// use grundy::memory::filled;
/// assert_eq!(filled("example", 3, 7u8), vec![7, 7, 7]);
/// ```
pub fn filled<T: Clone>(what: &str, len: usize, value: T) -> Vec<T> {
    let mut v = with_room(what, len);
    v.resize(len, value);
    v
}

/// The number of values `0..=max`, that is `max + 1`.
///
/// # Panics
/// `"{what}: a table of values 0..={max} has more than usize::MAX entries"`
/// when `max == usize::MAX`.
///
/// # Example
/// ```
/// use grundy::memory::count_through;
/// assert_eq!(count_through("example", 9), 10);
/// assert!(std::panic::catch_unwind(|| count_through("example", usize::MAX)).is_err());
/// ```
pub fn count_through(what: &str, max: usize) -> usize {
    match max.checked_add(1) {
        Some(len) => len,
        None => panic!(
            "{}: a table of values 0..={} has more than usize::MAX entries",
            what, max
        ),
    }
}

#[cold]
fn too_large<T>(what: &str, len: usize) -> ! {
    let bytes = (len as u128) * (std::mem::size_of::<T>() as u128);
    panic!(
        "{}: a table of {} values ({} bytes) does not fit in memory",
        what, len, bytes
    )
}

#[cfg(test)]
pub(crate) mod tests {
    /// The message of the panic `f` ends with, or `None` if it returns (the
    /// unit tests of other modules use it too).
    pub(crate) fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> Option<String> {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let got = std::panic::catch_unwind(f);
        std::panic::set_hook(hook);
        got.err().map(|e| match e.downcast::<String>() {
            Ok(s) => *s,
            Err(e) => e
                .downcast::<&str>()
                .map_or(String::new(), |s| s.to_string()),
        })
    }

    /// A call that should panic, named by the table it builds.
    type Case = (&'static str, Box<dyn FnOnce() + std::panic::UnwindSafe>);

    #[test]
    fn every_table_builder_refuses_lengths_beyond_memory_with_its_message() {
        use crate::impartial::game::{game_fn, DenseMemo, Grundy};
        use crate::impartial::heap::{heap_table, interval_table, outcomes, Play};
        use crate::impartial::octal::OctalGame;
        use crate::impartial::subtraction::subtraction_table;
        let take1 = |n: usize, push: &mut dyn FnMut(&[usize])| {
            if n > 0 {
                push(&[n - 1]);
            }
        };
        for len in [
            1usize << 40,
            1 << 50,
            usize::MAX / 2,
            usize::MAX - 1,
            usize::MAX,
        ] {
            let cases: Vec<Case> = vec![
                ("heap_table", Box::new(move || drop(heap_table(len, take1)))),
                (
                    "outcomes",
                    Box::new(move || drop(outcomes(len, Play::Normal, take1))),
                ),
                (
                    "subtraction_table",
                    Box::new(move || drop(subtraction_table(&[1], len))),
                ),
                (
                    "OctalGame::table",
                    Box::new(move || drop(OctalGame::parse("0.07").unwrap().table(len))),
                ),
                (
                    "DenseMemo",
                    Box::new(move || drop(DenseMemo::new(len, |&p: &u32| p as usize))),
                ),
                (
                    "DenseMemo",
                    Box::new(move || {
                        drop(Grundy::dense(game_fn(|_: &u32| vec![]), len, |&p| {
                            p as usize
                        }))
                    }),
                ),
            ];
            for (what, f) in cases {
                let msg = panic_message(f).unwrap_or_else(|| panic!("{what}({len}) returned"));
                assert!(
                    msg.starts_with(what)
                        && (msg.contains("does not fit in memory") || msg.contains("usize::MAX")),
                    "{what}({len}): {msg}"
                );
            }
        }
        // interval_table keeps heaps in u32: its documented bound comes first.
        let msg = panic_message(|| drop(interval_table(1 << 40, |_, _| {}))).unwrap();
        assert!(msg.contains("2^32"), "{msg}");
    }
}
