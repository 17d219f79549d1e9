// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {MeMap} from "./MeMap.sol";
import {Whoom} from "./Whoom.sol";

/// @title BatchMinter: many MeMap or Whoom mints in one transaction, sent by its owner (the
/// server's signer), which makes it a minter of both. One transaction a batch instead of one a
/// member: a launch's sign-ups fit in a few blocks (docs/OPERATIONS.md, "Launch day").
contract BatchMinter is Ownable {
    MeMap public immutable meMap;
    Whoom public immutable whoom;

    /// @dev A mint of the batch that failed alone (a wallet contract that takes no ERC-721);
    /// the others went through. `reason` is the revert data: empty when the call ran out of gas.
    event MeMapMintFailed(uint256 indexed index, address indexed to, bytes reason);

    error LengthMismatch(uint256 recipients, uint256 amounts);

    constructor(MeMap meMap_, Whoom whoom_) Ownable(msg.sender) {
        meMap = meMap_;
        whoom = whoom_;
    }

    /// @notice Mints one MeMap to each of `to`, in order. A recipient that refuses the token
    /// fails alone, told by MeMapMintFailed; each MeMap minted is MeMap's own Transfer event.
    function mintMeMaps(address[] calldata to) external onlyOwner {
        for (uint256 i = 0; i < to.length; ++i) {
            try meMap.mint(to[i]) {}
            catch (bytes memory reason) {
                emit MeMapMintFailed(i, to[i], reason);
            }
        }
    }

    /// @notice Mints `amounts[i]` Whoom to `to[i]` for each i: withdrawals, which cannot fail alone.
    function mintWhoom(address[] calldata to, uint256[] calldata amounts) external onlyOwner {
        if (to.length != amounts.length) revert LengthMismatch(to.length, amounts.length);
        for (uint256 i = 0; i < to.length; ++i) {
            whoom.mint(to[i], amounts[i]);
        }
    }
}
