"""The parts of IREE's `util` dialect that Stream IR is written in.

`util.func` is IREE's host function (a `func.func` with tied results),
`util.return` its terminator and `util.optimization_barrier` the op tests use to
keep values alive.  Inlining policies `#util.inline.never`/`always` are kept
verbatim.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    StringAttr,
)
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    IsolatedFromAbove,
    IsTerminator,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream_syntax import (
    ValueListOp,
)
from xdsl_stream.dialects.typed_opaque import TYPED_UTIL_ATTRS


@irdl_attr_definition
class BufferType(ParametrizedAttribute, TypeAttribute):
    """`!util.buffer`: a host byte buffer (parameter keys, mapped memory)."""

    name = "util.buffer"


NOT_TIED = -1
"""`tied_operands` entry of a result that is not tied to an argument."""


class UtilFuncCallableInterface(CallableOpInterface):
    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        assert isinstance(op, FuncOp)
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.outputs.data


@irdl_op_definition
class FuncOp(IRDLOperation):
    """`util.func`: a function whose results may be tied to its arguments."""

    name = "util.func"

    body = region_def()
    sym_name = prop_def(StringAttr)
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr])
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    inlining_policy = opt_prop_def(Attribute)

    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), UtilFuncCallableInterface()
    )

    def __init__(
        self,
        sym_name: str,
        function_type: FunctionType | tuple[Sequence[Attribute], Sequence[Attribute]],
        body: Region | None = None,
        *,
        visibility: str | None = None,
        tied_operands: Sequence[int] | None = None,
        arg_attrs: Sequence[DictionaryAttr] | None = None,
        res_attrs: Sequence[DictionaryAttr] | None = None,
        inlining_policy: Attribute | None = None,
    ):
        if isinstance(function_type, tuple):
            function_type = FunctionType.from_lists(*function_type)
        if body is None:
            body = Region(Block(arg_types=function_type.inputs))
        if tied_operands is None and function_type.outputs.data:
            tied_operands = [NOT_TIED] * len(function_type.outputs)
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "function_type": function_type,
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
                "tied_operands": None
                if tied_operands is None
                else ArrayAttr(IntegerAttr(t, IndexType()) for t in tied_operands),
                "arg_attrs": None if arg_attrs is None else ArrayAttr(arg_attrs),
                "res_attrs": None if res_attrs is None else ArrayAttr(res_attrs),
                "inlining_policy": inlining_policy,
            },
            regions=[body],
        )

    def tied_operand(self, result: int) -> int | None:
        """The argument index that result `result` is tied to, if any."""
        if self.tied_operands is None:
            return None
        value = self.tied_operands.data[result].value.data
        return None if value == NOT_TIED else value

    def verify_(self) -> None:
        ftype = self.function_type
        if self.body.blocks:
            block = self.body.blocks.first
            assert block is not None
            if tuple(block.arg_types) != ftype.inputs.data:
                raise VerifyException(
                    "entry block argument types must match the function input types"
                )
        if self.tied_operands is not None:
            if len(self.tied_operands) != len(ftype.outputs):
                raise VerifyException(
                    f"tied_operands has {len(self.tied_operands)} entries but the "
                    f"function has {len(ftype.outputs)} results"
                )
            for i, tied in enumerate(self.tied_operands.data):
                index = tied.value.data
                if index != NOT_TIED and not 0 <= index < len(ftype.inputs):
                    raise VerifyException(
                        f"result #{i} is tied to argument #{index}, which does not "
                        "exist"
                    )
        for name, attrs, count in (
            ("arg_attrs", self.arg_attrs, len(ftype.inputs)),
            ("res_attrs", self.res_attrs, len(ftype.outputs)),
        ):
            if attrs is not None and len(attrs) != count:
                raise VerifyException(
                    f"{name} has {len(attrs)} entries, expected {count}"
                )

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        sym_name = parser.parse_symbol_name()

        args: list[Parser.Argument] = []
        arg_types: list[Attribute] = []
        arg_attrs: list[DictionaryAttr] = []

        def parse_input() -> None:
            arg = parser.parse_optional_argument()
            if arg is None:
                arg_types.append(parser.parse_type())
            else:
                args.append(arg)
                arg_types.append(arg.type)
            arg_attrs.append(DictionaryAttr(parser.parse_optional_attr_dict()))
            if arg is not None:
                arg.location = parser.parse_optional_location()

        args_pos = parser.pos
        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_input)
        if args and len(args) != len(arg_types):
            parser.raise_error("expected all arguments to be named or all unnamed")

        result_types: list[Attribute] = []
        res_attrs: list[DictionaryAttr] = []
        tied: list[int] = []

        def parse_result(with_attrs: bool = True) -> None:
            tied_name = parser.parse_optional_unresolved_operand()
            if tied_name is None:
                result_types.append(parser.parse_type())
                tied.append(NOT_TIED)
                res_attrs.append(
                    DictionaryAttr(
                        parser.parse_optional_attr_dict() if with_attrs else {}
                    )
                )
                return
            name = tied_name.span.text
            index = next((i for i, a in enumerate(args) if a.name.text == name), None)
            if index is None:
                parser.raise_error(
                    f"tied result names an unknown argument {name}", tied_name.span
                )
            result_types.append(
                parser.parse_type()
                if parser.parse_optional_keyword("as") is not None
                else arg_types[index]
            )
            tied.append(index)
            res_attrs.append(
                DictionaryAttr(parser.parse_optional_attr_dict() if with_attrs else {})
            )

        if parser.parse_optional_punctuation(
            "->"
        ) is not None and not parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN, parse_result
        ):
            parse_result(with_attrs=False)

        attributes = parser.parse_optional_attr_dict_with_keyword()
        extra = dict(attributes.data) if attributes is not None else {}
        inlining_policy = extra.pop("inlining_policy", None)
        body = parser.parse_optional_region(args if args else None)
        if body is None:
            body = Region()
        elif not args and arg_types:
            parser.raise_error(
                "a function with a body must name its arguments", args_pos
            )

        op = cls(
            sym_name.data,
            (arg_types, result_types),
            body,
            visibility=None if visibility is None else visibility.data,
            tied_operands=tied if result_types else None,
            arg_attrs=arg_attrs if any(a.data for a in arg_attrs) else None,
            res_attrs=res_attrs if any(a.data for a in res_attrs) else None,
            inlining_policy=inlining_policy,
        )
        op.attributes |= extra
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        block = self.body.blocks.first
        inputs = self.function_type.inputs.data
        arg_attrs = (
            self.arg_attrs.data
            if self.arg_attrs is not None
            else (DictionaryAttr({}),) * len(inputs)
        )

        def print_input(i: int) -> None:
            if block is not None:
                printer.print_block_argument(block.args[i], print_type=False)
                printer.print_string(": ")
            printer.print_attribute(inputs[i])
            if arg_attrs[i].data:
                printer.print_string(" ")
                printer.print_attr_dict(arg_attrs[i].data)
            if block is not None and printer.print_debuginfo:
                printer.print_string(" ")
                printer.print_attribute(block.args[i].location)

        with printer.in_parens():
            printer.print_list(range(len(inputs)), print_input)

        outputs = self.function_type.outputs.data
        res_attrs = (
            self.res_attrs.data
            if self.res_attrs is not None
            else (DictionaryAttr({}),) * len(outputs)
        )

        def print_result(i: int) -> None:
            tied = self.tied_operand(i)
            if tied is not None and block is not None:
                printer.print_ssa_value(block.args[tied])
                if outputs[i] != inputs[tied]:
                    printer.print_string(" as ")
                    printer.print_attribute(outputs[i])
            else:
                printer.print_attribute(outputs[i])
            if res_attrs[i].data:
                printer.print_string(" ")
                printer.print_attr_dict(res_attrs[i].data)

        if outputs:
            printer.print_string(" -> ")
            single = (
                len(outputs) == 1
                and not res_attrs[0].data
                and self.tied_operand(0) is None
                and not isinstance(outputs[0], FunctionType)
            )
            if single:
                print_result(0)
            else:
                with printer.in_parens():
                    printer.print_list(range(len(outputs)), print_result)

        attributes = dict(self.attributes)
        if self.inlining_policy is not None:
            attributes = {"inlining_policy": self.inlining_policy, **attributes}
        printer.print_op_attributes(attributes, print_keyword=True)
        if block is not None:
            printer.print_string(" ")
            printer.print_region(self.body, False, True)


@irdl_op_definition
class ReturnOp(ValueListOp):
    """`util.return`: returns from a `util.func`."""

    name = "util.return"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator())

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            return  # e.g. util.initializer, which this package does not define
        expected = func.function_type.outputs.data
        got = tuple(v.type for v in self.operands_)
        if got != expected:
            raise VerifyException(
                f"returns {len(got)} value(s) of types ({', '.join(map(str, got))}) "
                f"but the function returns ({', '.join(map(str, expected))})"
            )


@irdl_op_definition
class OptimizationBarrierOp(ValueListOp):
    """`util.optimization_barrier`: passes values through, opaque to folding."""

    name = "util.optimization_barrier"

    operands_ = var_operand_def()
    results_ = var_result_def()

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(
            operands=[values], result_types=[[SSAValue.get(v).type for v in values]]
        )

    def verify_(self) -> None:
        if tuple(v.type for v in self.operands_) != tuple(
            r.type for r in self.results_
        ):
            raise VerifyException("result types must match operand types")


UTIL = Dialect(
    "util",
    [FuncOp, ReturnOp, OptimizationBarrierOp],
    [BufferType, *TYPED_UTIL_ATTRS],
)
