"""The `iree_tensor_ext` type that `stream.binding.subspan` results use."""

from __future__ import annotations

from typing import ClassVar, cast

from xdsl.dialects.builtin import StringAttr, TensorType
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.syntax import count_dynamic, type_text


@irdl_attr_definition
class DispatchTensorType(ParametrizedAttribute, TypeAttribute):
    """`!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>`.

    A tensor view of a binding inside a dispatch function, with the access the
    function has to it (`readonly`, `writeonly` or `readwrite`).
    """

    name = "iree_tensor_ext.dispatch.tensor"

    ACCESSES: ClassVar[tuple[str, ...]] = ("readonly", "writeonly", "readwrite")

    access: StringAttr = param_def()
    bound_type: Attribute = param_def()

    def __init__(self, access: str, bound_type: Attribute):
        super().__init__(StringAttr(access), bound_type)

    def verify(self) -> None:
        if self.access.data not in self.ACCESSES:
            raise VerifyException(
                f"dispatch tensor access must be one of {', '.join(self.ACCESSES)}, "
                f"got '{self.access.data}'"
            )

    @property
    def dynamic_dim_count(self) -> int:
        """Number of `?` in the bound shape (each needs a subspan dim operand)."""
        bound: Attribute = self.bound_type
        if isinstance(bound, TensorType):
            shape = cast(TensorType[Attribute], bound).get_shape()
            return count_dynamic(shape)
        return 0

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, Attribute]:
        with parser.in_angle_brackets():
            access = parser.parse_keyword_in(cls.ACCESSES)
            parser.parse_punctuation(":")
            bound = parser.parse_type()
        return StringAttr(access), bound

    def print_parameters(self, printer: Printer) -> None:
        # One string, the bound type's text made once per type: a dispatch
        # function's subspans print the same few types thousands of times.
        printer.print_string(
            f"<{self.access.data}:{type_text(self.bound_type, printer)}>"
        )


IREE_TENSOR_EXT = Dialect("iree_tensor_ext", [], [DispatchTensorType])
