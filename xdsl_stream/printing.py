"""The package's printers: names that never clash, and lossless output.

`UniqueNamePrinter` fixes a wrong-output bug of xDSL 0.75's printer: it names
a value after its hint with the hint's next `_N` suffix without checking that
the name is free, and the parser strips such a suffix into the hint, so the
values `%x`, `%x_1` and `%x_1_1` (hints `x`, `x`, `x_1`) print as `%x`,
`%x_1`, `%x_1`: two definitions of one name, and every use of the second reads
as the first.  Blocks (`^x`, `^x_1`, `^x_1_1`) have the same bug.  This
printer skips a suffix whose name is already taken in the scope, so output
that has no clash is printed exactly as xDSL prints it.

`OwnedCustomPrinter` prints what this package owns in custom form and
everything else generically.  xDSL's custom printers of some upstream ops lose
information (see `xdsl_stream.analysis.lossy_print`); the generic form never
does.  A dump of IREE carries ops of dozens of dialects this package does not
own, so `xdsl-stream-opt` prints those in generic form whatever the flags, and
only the ops of this package's dialects (whose custom syntax its tests hold
lossless against `iree-opt`) in custom form, unless `--print-op-generic`.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Block, Operation, SSAValue
from xdsl.printer import Printer

from xdsl_stream.analysis.lossy_print import is_owned
from xdsl_stream.xdsl_internals import known_block_name, known_ssa_name, name_block


def _free_count(hint: str, counts: dict[str, int], taken: set[str]) -> int:
    """The first suffix count at or after `counts[hint]` whose name is free."""
    count = counts.get(hint, 0)
    while (f"{hint}_{count}" if count else hint) in taken:
        count += 1
    return count


class UniqueNamePrinter(Printer):
    """A `Printer` that never gives two values, or two blocks, of one scope
    the same name (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._taken_values: list[set[str]] = [set()]
        self._taken_blocks: list[set[str]] = [set()]

    def print_ssa_value(self, value: SSAValue) -> str:
        hint = value.name_hint
        if hint is None or known_ssa_name(self, value) is not None:
            return super().print_ssa_value(value)
        taken = self._taken_values[-1]
        self.ssa_names[hint] = _free_count(hint, self.ssa_names, taken)
        name = super().print_ssa_value(value)
        taken.add(name)
        return name

    def _populate_block_name(
        self, block: Block, block_index: int | None = None
    ) -> None:
        taken = self._taken_blocks[-1]
        if (hint := block.name_hint) is not None:
            self.block_names[hint] = _free_count(hint, self.block_names, taken)
        name_block(self, block, block_index)
        taken.add(known_block_name(self, block) or "")

    def enter_scope(self) -> None:
        super().enter_scope()
        self._taken_values.append(set(self._taken_values[-1]))
        self._taken_blocks.append(set(self._taken_blocks[-1]))

    def exit_scope(self) -> None:
        super().exit_scope()
        self._taken_values.pop()
        self._taken_blocks.pop()


class OwnedCustomPrinter(UniqueNamePrinter):
    """A `Printer` that prints only this package's ops in custom form."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._all_generic = self.print_generic_format

    def print_op(self, op: Operation) -> None:
        outer = self.print_generic_format
        # The flag is read for this op alone: nested ops set it for themselves.
        self.print_generic_format = self._all_generic or not is_owned(op)
        try:
            super().print_op(op)
        finally:
            self.print_generic_format = outer
