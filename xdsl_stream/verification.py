"""The verifier's memo: an op's declared constraints checked once per signature.

xDSL verifies an IRDL op in two parts: its definition (operand and result
counts and types, properties, attributes, region and successor counts, then
its traits) and the op's own `verify_`.  The first part depends only on the
op's class and its signature: operand and result types, properties,
attributes, and its regions' block counts and entry argument types.  Real
programs repeat signatures (a model's layers dispatch the same deduplicated
exports; an executable's subspans read the same tensor types), and the
definition check is about half of verifying a `stream.cmd.dispatch`.

`memoized_verification()` opens a memo for one verification: inside it, the
ops declared with `memoizing_op_definition` check their definition once per
distinct signature and only their traits and own `verify_` after that.  A
signature is kept only after its check passed, so a failing op is always
checked in full and reports what it would without the memo.  Outside such a
block (stock `xdsl-opt`, a plain `Operation.verify()`), the ops verify as
`irdl_op_definition` makes them do.  The memo is `Speedup.VERIFY_MEMO`: the
package's reader (`xdsl_stream.source_errors.verify_module`), `xdsl-stream-opt`
and `xdsl_stream.api` open it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable
from contextlib import contextmanager
from typing import TypeVar

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition

from xdsl_stream.speedups import Speedup, is_on

_memo: set[Hashable] | None = None
"""While a memo is open: the signatures whose definition check passed."""


@contextmanager
def memoized_verification() -> Generator[None]:
    """Within the block, memoize definition checks (if the speed-up is on).

    Blocks nest: an inner one keeps the outer memo.
    """
    global _memo
    if _memo is not None or not is_on(Speedup.VERIFY_MEMO):
        yield
        return
    _memo = set()
    try:
        yield
    finally:
        _memo = None


def signature(op: Operation) -> Hashable:
    """Everything an IRDL definition check reads, as one hashable value.

    Attributes and types are immutable and hash by value.  A region is
    described by its block count and its entry block's argument types.
    """
    return (
        tuple(op.operand_types),
        tuple(op.result_types),
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
        tuple(
            (len(region.blocks), tuple(block.arg_types) if block else ())
            for region in op.regions
            for block in (region.first_block,)
        ),
        len(op.successors),
    )


def _known(memo: set[Hashable], key: Hashable) -> bool | None:
    """Whether `key` is in `memo`; None if an attribute of it does not hash
    (a third-party attribute holding a list, say): such an op is checked in
    full, every time."""
    try:
        return key in memo
    except TypeError:
        return None


_OpT = TypeVar("_OpT", bound=IRDLOperation)


def memoizing_op_definition(cls: type[_OpT]) -> type[_OpT]:
    """`irdl_op_definition`, with a `verify_` that consults the open memo.

    What the op's class declares as `verify_` still runs every time, after
    the definition check, as with `irdl_op_definition`.
    """
    own_verify: Callable[[IRDLOperation], None] = getattr(cls, "verify_")  # noqa: B009
    cls = irdl_op_definition(cls)
    op_def = cls.get_irdl_definition()
    traits = op_def.traits

    def verify_(op: IRDLOperation) -> None:
        memo = _memo
        if memo is None:
            op_def.verify(op)
        else:
            key = (cls, signature(op))
            known = _known(memo, key)
            if known:
                for trait in traits:
                    trait.verify(op)
            else:
                op_def.verify(op)
                if known is False:
                    memo.add(key)
        own_verify(op)

    setattr(cls, "verify_", verify_)  # noqa: B010
    return cls
